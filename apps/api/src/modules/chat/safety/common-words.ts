/**
 * Everyday English words the spelling corrector must never "fix" into a symptom word. Only
 * words of five or more letters matter (shorter words are never corrected by distance).
 * The knowledge-base test (safety/spelling.test.ts) runs the corrector over every article
 * and fails when a correctly spelled word is changed, which is how most of these were found.
 */
export const COMMON_WORDS: readonly string[] = `
about above after again against almost alone along already always among another answer
anyone anything anyway appointment around asked asking avoid aware away
based basic because become before began begin being below benefit better between bigger
bought brand bring brought build called cannot carry cause caused causes certain chance
change changed check checked children choose clear clinic close coming common could course
cover daily dealt decide degree doctor doctors doing doubt during early easier easily eating
either enough entire especially even every everyone everything exact exactly example except
expect explain extra fairly family father feels fewer field final finally first follow
found friend friends front fully further getting given gives going great group guess happen
happens happened happy having healthy heavy hello helps history honest hoping house however
human ideal important include including instead itself keeps kinds known large later least
leave level light likely little lives longer looked looking lower makes making maybe meant
medical might minor model money months morning mother moved moving myself natural nearly
needs never night normal nothing notice number often older order other others ought outside
parent parents partner people perhaps period person place plain plans please point possible
pretty probably problem problems quick quite rather reading ready really reason recent
regular right round safer safety saying scared second seems seven shall short should
shown similar simple since small smaller smoke smoking somebody someone something sometimes
somewhere sorry sound space speak special spend start started state stays still story
strong study stuff super sure taken taking talked tells thank thanks their there these
thing things think third those though three through times today together tomorrow total
touch towards tried trust truly trying under unless until usual usually value various
visit wanted water weeks weight where whether which while white whole whose within without
woman women worry would wrong years young yours yourself
sperm semen count counts varicocele varicoceles urologist urology clomid clomiphene
testosterone fertility infertility infertile motility morphology ultrasound scan scans grade
grades embolisation embolization surgery surgical microsurgical recovery recover
hormone hormones estrogen oestrogen prolactin supplement supplements vitamin vitamins zinc
selenium coenzyme antioxidant antioxidants sample samples analysis semen results result
underwear briefs boxers cotton cooling temperature scrotum partner pregnancy pregnant
conceive conception months cycling bicycle alcohol drinking weight exercise sleeping sleep
erectile function libido desire arousal orgasm ejaculate ejaculation masturbation
epididymitis epididymo orchitis hydrocele spermatocele hernia cancer tumour tumor lump lumps
doctor clinic referral examine examined examination physical thyroid insulin diabetes
pressure cholesterol kidney kidneys veins vein valves valve varicose tissue fluid
medicine medicines medication medications prescription tablets capsule dosage inject
injected injection injections treatment treatments treated therapy options option
ligation procedure procedures operation operations incision incisions stitches
anaesthetic anesthetic anaesthesia anesthesia general local sedation catheter coils
sclerotherapy sclerosant radiologist radiology imaging doppler reflux dilated
`
  .split(/\s+/)
  .filter(Boolean);
