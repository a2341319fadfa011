import type { AnalyticsEntryType } from '@mhp/contract/health-constants';

/**
 * The words the local extraction looks for, kept in the repo so a reviewer can read and
 * extend them (issue 11). Each term is a list of regular-expression sources matched on
 * lower-cased text at word boundaries; a lab term also names its units.
 */
export interface Term {
  term: string;
  type: AnalyticsEntryType;
  name: string;
  /** Alternatives, as regular-expression sources (no flags, no anchors). */
  words: string[];
}

export interface LabTerm extends Term {
  type: 'lab_result';
  /** Unit sources and how the unit is written in the entry; first match wins. */
  units: { pattern: string; unit: string }[];
  /** Whether a bare number (no unit said) is still a result of this term. */
  bareNumber: boolean;
  /**
   * The unit a bare number is taken in, when the term has one everybody reports it in (PSA in
   * ng/mL, FSH and LH in IU/L, percentages); a testosterone over 100 is ng/dL and under 60
   * nmol/L, between them it stays without a unit.
   */
  unitWhenUnsaid?: (value: number) => string | null;
  /** A unit only this test is given in, so a number with it is a result even without the name. */
  selfEvidentUnit?: string;
}

const PAIN = String.raw`(?:pain(?:s|ful|ing)?|ache|aches|ached|aching|achin'?|achy|achey|(?<!(?:'ll|\bwill|\bwould|\bcould|\bmight|\bgonna|\bto) )hurts?|hurting|sore(?:ness)?|discomfort|throb|throbbing|throbs|throbbed|tender(?:ness)?|twinges?|twinging)`;
const SCROTAL = String.raw`(?:testicles?|testis|testes|balls?|nuts?|scrotum|scrotal|groin|sack|down there|bits|privates|crown jewels|family jewels|tackle|bollocks|(?<=\bmy )boys|nadgers|(?<=\bmy (?:left |right )?)plums?|knackers?|nads|gonads|goolies|nutsack)`;

/**
 * A body function said to be poor, in any of the ways people say it: "X is shot", "X has been
 * in the gutter", "X aren't what they used to be", "killed my X". Each symptom below names its
 * function ("sex drive", "erections", "energy", "mood"); the words for how poor are shared, so a
 * new way of saying one works for all of them.
 */
const LINKING = String.raw`(?:\s+(?:also|has|have|is|are|was|were|'s|'re|'ve|has been|have been|had been|been|are|is|have|has|just|sometimes|often|occasionally|keep|keeps|tend to|always|still|really|pretty|totally|completely|basically|literally|honestly|kind of|kinda|a bit|gotten|got|gone|become|feels?|felt|seems?|seemed|getting|going|always|all|now|lately|recently|even|been really|so|very|quite|way|much|far|fairly))`;
const POOR_STATE = String.raw`(?:meh|sucks|trash|garbage|gone walkabout|awol|(?:tanked|crashed|killed|going downhill|gone downhill|downhill|deteriorat\w+|getting worse|worse and worse|dead|dying|died|gone|vanished|disappeared|shot|wrecked|ruined|destroyed|knackered|in the (?:gutter|bin|toilet|dirt|basement|bog|shitter)|on the floor|through the floor|(?:at )?rock bottom|non[- ]?existent|nonexistent|nil|zero|low|lower|down|dropped(?: off)?|dipped|plummeted|nose-?dived|fallen off|taken a (?:hit|nosedive|dive|knock)|declin(?:ed|ing)|decreas(?:ed|ing)|reduced|weak|weaker|soft|softer|poor|rubbish|crap|crappy|shit|shite|terrible|awful|dodgy|unreliable|patchy|hit and miss|worse|struggling|fading|faded|lacking|missing|nowhere|zapped|sapped|drained|flat|a mess|all over the place|not (?:very|that) (?:good|strong|hard|firm|great)|fail|fails|failing|failed|let me down|(?:don't|dont|won't|wont) (?:work|cooperate|stay)|(?:not|no|aren't|isn't|arent|isnt|wasn't|wasnt|weren't|ain't|haven't been|hasn't been|havent been|hasnt been) (?:what (?:it|they) (?:was|were|used to be)|as (?:good|strong|hard|firm|reliable)|great|good|right|the same|there|lasting|working|reliable|cooperating|playing ball)))`;
const POOR_VERB = String.raw`(?:(?:did|done|does|doing) a number on|wiped out|murdered|murdering|annihilated|obliterated|(?:messed|messing|screwed|screwing) (?:up|with)|killed|killing|kills|wrecked|wrecking|ruined|ruining|destroyed|destroying|tanked|zapped|zapping|sapped|sapping|hammered|nuked|lost|losing|lose)`;
/** "my libido is in the gutter", "it's killed my sex drive" (the function's words, as a group). */
function poorly(subject: string): string {
  return String.raw`(?:${subject})(?:'s|'re|'ve|s)?(?:${LINKING}){0,4}\s+${POOR_STATE}\b(?! (?:up|through the roof|back|mad|crazy|wild|higher|better|great))|${POOR_VERB}\s+(?:my|the|his|all|any|our|ma|me)\s+(?:\w+\s+)?(?:${subject})\b`;
}
const LIBIDO = String.raw`libido|sex drive|my drive|drive for sex|interest in sex|desire for sex|appetite for sex`;
const ERECTIONS = String.raw`(?<!\b(?:a|the|of|some|bit of|piece of) )wood|erections?|boners?|hard[- ]?ons?|morning (?:wood|glory|erections?)|stiffies`;
const ENERGY = String.raw`energy(?: levels?)?|stamina`;
const MOOD = String.raw`mood|mental health|head ?space`;

/** Symptoms; `scrotal_pain` is tried before the general `pain`, which it then hides. */
export const symptomTerms: Term[] = [
  {
    term: 'scrotal_pain',
    type: 'symptom',
    name: 'Testicle or scrotal pain',
    words: [
      String.raw`ball ?aches?|ballache|nut ?aches?|nutache|ball pain|(?:ache|pain|aching)(?: in)? (?:my |the )?(?:left|right) (?:testicle|ball|nut|testis)`,
      String.raw`${SCROTAL}\W+(?:(?!swollen|swelling|lumpy?)\w+\W+){0,3}?(?:killing me|in agony|on fire|giving me (?:grief|hell|gyp|jip)|playing up|acting up|flaring up|twinge\w*|throb\w*)`,
      String.raw`${PAIN}\W+(?:\w+\W+){0,4}?(?:in|on|of|around|behind|under|underneath|near|between|at the (?:top|back|bottom|base|side) of)\W+(?:\w+\W+){0,2}?${SCROTAL}`,
      // "testicle swollen and sore": the swelling between them is a fact of its own, so the
      // place is only looked back at and the match is the pain word alone.
      String.raw`${SCROTAL}\W+(?:(?!swollen|swelling|lumpy?)\w+\W+){0,2}?(?:${PAIN}|is sore|are sore|feels? sore)`,
      String.raw`(?:${PAIN}|sore)(?<=${SCROTAL}\W+(?:swollen|lumpy)\W+(?:and|&)\W+(?:${PAIN}|sore))`,
      String.raw`(?:testicular|scrotal|groin)\W+${PAIN}`,
      String.raw`${PAIN}\W+(?:\w+\W+){0,2}?down there`,
      String.raw`(?:sore|aching|achy|painful|tender|throbbing)\W+(?:(?:left|right|both|my|lower|upper)\W+){0,2}${SCROTAL}`,
    ],
  },
  {
    term: 'painful_urination',
    type: 'symptom',
    name: 'Burning or pain when peeing',
    words: [
      String.raw`(?:peeing|pissing|weeing) (?:fire|razor ?blades|glass|acid)|(?:pee|peeing|wee|weeing|urinat\w*)\b[^.;,]{0,40}?\b(?:and )?(?:it )?(?:sometimes |often |always |really |kind of |a bit |still )?(?:stings|burns|hurts)`,
      String.raw`(?:burn\w*|stings?|stinging|hurts?|pain\w*)(?:\s+(?!and\b|but\b)\w+){1,6}? (?:when|while|after|as|during|whenever|every time|at the (?:end|start) of) (?:i )?(?:pee|peeing|urinat\w*|wee|weeing|piss|pissing)\b`,
      String.raw`(?:burn\w*|stings?|stinging|pain\w*|hurts?)(?: (?:sensation|feeling))? (?:(?:when|while|after|during|as|upon|on|at the (?:end|start) of) (?:i )?)?(?:pee|peeing|urinat\w*|wee|weeing|piss|pissing|take a (?:leak|piss|pee|wee)|taking a (?:leak|piss|pee|wee)|pass(?:ing)? (?:urine|water))\b|painful urination|burning pees?|(?:pee|peeing|wee|weeing|urinating|pissing)\b[^.;,]{0,20}?\blike (?:passing |pissing |peeing )?(?:razor ?blades|glass|broken glass|fire|acid)|like (?:passing|pissing|peeing|weeing) (?:razor ?blades|glass|broken glass|fire|acid)|(?:it )?burns? when (?:it|i) (?:comes? out|go)\b|(?:urine|urinating|passing urine|urine passing|peeing|weeing)(?: passing)? with (?:a |some )?(?:burning|pain|stinging)|urinating with pain|passing urine with pain|(?:pee|peeing|urinating|weeing|wee|piss|pissing) (?:burns|stings|hurts)|(?:burns|stings|hurts) (?:a bit |a little |like hell |like mad )?to (?:pee|wee|urinate|piss)`,
    ],
  },
  {
    term: 'pain',
    type: 'symptom',
    name: 'Pain or ache',
    words: [
      String.raw`${PAIN}|(?:head|back|tooth|stomach|neck|ear)aches?|(?:head|back|tooth|stomach|neck|ear) aches?|migraines?|(?:back|knee|neck|shoulder|hip|head|leg|foot|feet|groin|stomach|chest|joint|wrist|elbow|ankle)\w*(?:'s)? (?:is |are |has been |have been |'s |been )?(?:still |really |absolutely )?(?:killing me|giving me (?:gyp|jip|grief|hell|bother)|gives me (?:gyp|jip|grief|hell|bother)|playing up|plays up|acting up|acts up)|(?:crook|dodgy|gammy|bad|sore|dicky|knackered) (?:lower )?(?:back|knees?|shoulders?|hips?|neck|ankles?)\b(?! (?:surgery|op|operation|injection|scan|brace|support|replacement)\b)|pulled (?:a muscle|something|my (?:back|groin|hamstring|calf))|(?:tweaked|put out|did in|injured|strained) (?:something in |a muscle in )?my (?:lower |upper )?(?:back|knee|neck|shoulder|groin|hamstring|ankle)|(?:done|did) my back(?: in)?|(?:back|knees|neck|shoulders|hips)(?: and (?:back|knees|neck|shoulders|hips))? (?:are|is) (?:wrecked|knackered|shot|in bits|agony)\b|back(?:'s| is| has been|'s been) (?:been )?(?:stuffed|knackered|wrecked|shot|playing up|sore)`,
      // "ibuprofen for my back", "paracetamol when my knee plays up": a body part a medicine is
      // taken for is a pain the writer has.
      String.raw`(?<=\b(?:for|when|whenever|if) (?:my|the) (?:bad |dodgy |sore |bum |gammy |dicky )?)(?:back|knees?|shoulders?|neck|hips?|joints)\b(?! (?:surgery|op|operation|injection|scan|x-?ray|brace|support|replacement)\b)`,
    ],
  },
  {
    term: 'swelling',
    type: 'symptom',
    name: 'Swelling or lump',
    words: [
      String.raw`(?:testicles?|balls?|nuts?|scrotum|sack|(?:left|right) (?:side|one))\W+(?:\w+\W+){0,2}?(?:looks?|looked|looking|has looked|is|are|feels?|seems?|got|has got|has gotten|gone|has been|has gone)\s+(?:a bit |a little |much |way |noticeably |slightly )?(?:bigger|larger|enlarged|puffy|puffed up)`,
      String.raw`(?:looks?|looked|looking|is|feels?|seems?) (?:a bit |a little |slightly |much |way |noticeably )?(?:bigger|larger) than (?:the )?(?:other|left|right)\b(?! (?:hand|arm|leg|foot|eye|side of my (?:face|chest)))|swelling|swollen|swell(?:s|ed)?(?: up)?|puff(?:s|ed|ing)? up|puffy|lumps?|lumpy|bulge|bulging|bag of worms|enlarged veins?|veins? (?:look|feel)s? (?:big|twisted|enlarged)|(?:look|looks|feel|feels) like (?:a bag of )?(?:worms|spaghetti)`,
    ],
  },
  {
    term: 'heaviness',
    type: 'symptom',
    name: 'Heavy or dragging feeling',
    words: [
      String.raw`heaviness|heavy(?= (?:\w+ )?(?:feeling|sensation))|(?<=\b${SCROTAL}\s+(?:(?:have|has|are|is|'re|'s|feel|feels|felt)\s+)?(?:been\s+)?(?:(?:so|very|really|a bit|kinda|pretty|quite)\s+)?)heavy\b|(?:pulling|tugg?in[g']?|dragg?in[g']?)\s+(?:(?:in|on|at|down)\s+)?(?:my |the |me |ma )?(?:(?:left|right) )?(?:side (?:of )?(?:my |the )?)?${SCROTAL}|heavy ache|(?:feels?|felt|feeling) (?:really |very |so |a bit |quite |pretty )?heavy|dragging(?: feeling| sensation)?|draggy|(?:pulling|tugging)(?:,? (?:\w+,? )?(?:feeling|sensation))|(?:feels?|felt|feeling) (?:kinda |kind of |a bit |a little |quite |really |very )?heavy|(?:feels?|felt|feeling|seems?) (?:a bit |a little |slightly |much |way )?heavier`,
    ],
  },
  {
    term: 'erection_problems',
    type: 'symptom',
    name: 'Erection problems',
    words: [
      // "takes ages to get hard", "can't perform in bed".
      String.raw`erections? (?:take|takes) (?:ages|forever|a while)|erections? (?:don't|doesn't|do not|won't) last|morning (?:wood|erections?)\s*[:=-]\s*(?:pretty much |almost |basically |virtually )?(?:none|rare|rarely|gone|non-?existent|not much|hardly any|nil|zero)\b|takes? (?:ages|forever|a while|longer|a long time|so long) to get (?:hard|an erection|it up)|(?:harder|hard|difficult|tough) to get (?:hard|it up|an erection)|difficulty (?:achieving|getting|maintaining|keeping|sustaining) (?:an )?erections?|(?:cannae|canna) get it up|inability to (?:get|keep|sustain|maintain) (?:an )?erections?|erections? (?:are |is |have been |has been )?(?:hopeless|useless|non-?existent|terrible|shocking|rubbish|crap|weak|poor|gone)\b|(?:my )?erections? fades?\b|problems? with (?:my )?erections?|erections? (?:is |are |has been |have been )?(?:also )?not (?:proper|good|strong|hard|great|firm)|(?:can't|cant|cannot|couldn't|unable to|struggl\w* to) perform(?: in bed| sexually| in the bedroom)?\b(?! at work)`,
      String.raw`(?:don't|dont|do not|no longer|never|rarely|hardly(?: ever)?|barely(?: ever)?) (?:really )?(?:get|have|wake up with|see) (?:any )?(?:morning )?(?:wood|erections?|hard-?ons|boners|stiffies)`,
      String.raw`(?:struggl\w*|trouble|difficulty|problems?|issues?) (?:to |with )?(?:getting |keeping |staying |get |keep |stay |maintaining |maintain |hold |holding )?(?:it )?(?:hard|up|an erection|the erection|erect)|(?:going|goes|go|went|gone) (?:soft|floppy)|(?:can't|cant|cannot|can not|couldn't) (?:keep|get|hold) (?:a )?(?:stiffy|stiffie|semi)|(?:todger|knob|willy|dick|cock|manhood|member|penis|joint|old fella|little fella)\b[^.;]{0,20}?\b(?:won't|doesn't|does not|don't|dont|doesnt|ain't|isn't|no longer|not) (?:work|working|stand|get hard|stay hard)\b|(?:can'?t|couldn'?t|could not|cannot|can not|wouldn'?t|won'?t) (?:hardly |barely |even |really )?(?:get|keep|stay) (?:it )?(?:hard|up|erect)`,
      poorly(ERECTIONS),
      // Said many ways (rounds 28 and 29): "the thing doh stay up", "my erection no dey strong",
      // "can barely keep it up", "can't get a proper erection", "haven't had morning wood in
      // ages", "had no erections at all", "does take long to get hard".
      String.raw`(?:thing|joint|dick|cock|penis|todger|willy|knob|manhood|member)\b[^.;!?]{0,12}?\b(?:don't|doesn't|dont|doesnt|doh|won't|wont|no|not|never) (?:stay|staying|stand|standing) (?:up|hard|erect)\b|(?:can|could) (?:barely|hardly|only just) (?:get|keep|stay|maintain) (?:it )?(?:hard|up|erect)\b|(?:can't|cant|carnt|cannot|can not|couldn't|unable to) (?:get|keep|maintain|have|sustain) (?:a |an )?(?:proper|full|decent|good|firm|hard|strong|real) (?:erection|hard-?on|boner|one)\b|(?:carnt|cyaan|kyaan|caan) (?:get|keep|stay) (?:it )?(?:hard|up|erect)\b|(?:haven't|have not|havent|hasn't|has not) (?:had|seen|woken up with) (?:any |a )?(?:morning (?:wood|glory|erections?)|erections?|hard-?ons?|boners?)\b|\bno (?:erections?|hard-?ons?|boners?)(?: at all| whatsoever)\b|(?:takes?|taking|took) (?:so |very |too )?long to get (?:hard|an erection|it up)|morning (?:wood|glory|erections?) (?:is |are |has |have )?(?:been )?(?:basically |pretty much |almost |completely |totally |all but |just )gone|erections?\b[^.;!?]{0,6}?\b(?:doesn't|don't|isn't|is not|no longer) (?:as |so |very )?(?:strong|hard|firm)\b`,
      String.raw`nothing (?:doing|happening|working) (?:downstairs|down there|in the bedroom)|(?:things|it|everything) (?:haven't|hasn't|have not|has not|isn't|aren't|not) (?:been )?working (?:in the bedroom|down there|downstairs)|things downstairs (?:(?:are |is )?(?:don't|do not|aren't|are not|no longer|won't|not) work(?:ing)?)|(?:mickey|willy|todger|knob|dick|penis|member)\b[^.;]{0,30}?\b(?:hasn't|has not|not) been right|soft as (?:butter|a noodle|a grape|putty)|not (?:getting|having|get|have) (?:a |an )?(?:proper|good|full|firm|hard|strong) erections?|erectile dysfunction|erectile (?:problems?|issues?|difficult(?:y|ies)|troubles?)|erection (?:problems?|issues?|difficult(?:y|ies)|troubles?)|\bed\b(?<!\d ?(?:mg|mcg|iu|ml|g) ed)|(?:no|lost|losing|less|hardly any|barely any) (?:my |any )?morning (?:wood|erections?)|morning (?:wood|erections?) (?:has |have |is |are )?(?:gone|disappeared|vanished|stopped|(?:a )?rare(?: sight| thing| event)?|few and far between)|(?:trouble|problems?|difficulty|struggl\w*) (?:getting|keeping|maintaining) (?:an |it )?(?:erection|hard|up)|(?:can't|cant|cannot|can not) (?:get|stay|keep it) (?:hard|an erection|it up)|(?:can't|cant|cannot|can not|couldn't|unable to|struggl\w* to) (?:keep|maintain|sustain|hold) (?:an? )?(?:erection|hard-?on|boner)s?|(?:lose|losing|lost) (?:it|my erection|the erection|my hard-?on) (?:halfway|half way|part way|partway|mid)|(?:erections?|boners?|hard-?ons?) (?:\w+ ){0,3}?(?:rubbish|crap|useless|unreliable|non-?existent|gone|disappeared|iffy|hit and miss|patchy)|weak erections?|soft erections?|losing (?:my )?erections?|erections? (?:\w+ ){0,3}?(?:weak|soft|weaker|softer|worse|poor|unreliable|(?:not|aren't|isn't|are not|is not|have not been|haven't been) (?:as |very |that |so )?(?:hard|firm|strong|good))|(?:can't|cant|cannot|struggl\w*|trouble|hard to) (?:get|getting|keep|keeping) it up`,
    ],
  },
  {
    term: 'low_libido',
    type: 'symptom',
    name: 'Low sex drive',
    words: [
      String.raw`(?:reduced|decreased|diminished|lowered) (?:libido|sex drive)|(?:killed|knocked|wrecked|tanked|destroyed) (?:my|me) (?:sex drive|libido)|no desire for (?:marital relations|intimacy|sex|(?:my|the) (?:wife|missus|partner|husband|woman|lady))|(?:lost|losing|no|less) interest (?:in|inna|ina) (?:intimacy|sex|sexual)|(?:no|zero|lost (?:my |all )?|ain't got no|got no|have no) drive for (?:the bedroom|sex|bed|intimacy|it)\b|(?:sex drive|libido)\s*[:=-]\s*(?:very |really |pretty |quite )?(?:low|none|zero|gone|nil|non-?existent|poor|rubbish|dead)\b|(?:no|zero|nil) drive\b(?! (?:to|for|at))|(?:no|zero|low|little|less) (?:sex|sexual) desire|sex desire is (?:low|gone|zero|nil)|without (?:any )?(?:libido|sex drive|desire for sex)`,
      String.raw`not (?:feeling|in the mood) (?:for|like) (?:sex|intimacy)|(?:(?:no|zero|little|low) |lost (?:my |all )?|losing (?:my )?)(?:sexual )?desire\b(?! (?:to\b|for (?!sex\b)))|(?:can't|cant|cannot|can not) be bothered (?:with|having) sex|(?:never|rarely|not) in the mood(?: for sex)?`,
      // "sex drive never really came back" (after an illness or a medicine).
      String.raw`(?:libido|sex drive)\W+(?:\w+\W+){0,2}?(?:never|hasn't|has not|hasnt|didn't|did not|not) (?:\w+ )?(?:came|come|coming) back|(?:libido|sex drive)(?: is|'s) (?:still )?not back|(?:libido|sex drive) went (?:downhill|down the (?:pan|drain|toilet)|to (?:zero|nothing))|(?:libido|sex drive) isn't back`,
      poorly(LIBIDO),
      String.raw`low (?:libido|sex drive)|(?:no|zero) (?:libido|sex drive)|(?:libido|sex drive) (?:has |is |'s |has been )?(?:tanked|crashed|dropped|disappeared|vanished|shot|dead|gone|nosedived|through the floor|on the floor|at rock bottom|rock bottom)(?! (?:up|through the roof|back|mad|crazy|wild|higher))|(?:lost|losing|less) (?:my )?(?:libido|sex drive|interest in sex)|(?:libido|sex drive) (?:is|has been|'s been|'s) (?:\w+ )?(?:low|gone|down|non-?existent|non existent|nil|zero|rubbish|awful|terrible|shot|dead|in the (?:bin|toilet|gutter|gutters))|(?:no|zero) (?:interest in|desire for) sex|(?:don't|never) (?:feel like|fancy) sex`,
    ],
  },
  {
    term: 'fatigue',
    type: 'symptom',
    name: 'Tiredness',
    words: [
      String.raw`run down|sluggish|wore out|no get up and go|wiped(?! out (?:my|his|the|all|me)\b)|zombie|dead on my feet|running on empty`,
      poorly(ENERGY),
      String.raw`(?:feeling|feel|felt|still) wrecked|tired(?:ness)?|fatigued?|exhausted|knackered|shattered|drained(?<!\b(?:had|got|get|getting|having|have) (?:(?:a|an|the|my|it|them)\s+)?(?:\w+\s+)?drained)|lethargic|wiped out|(?:no|zero|low|nil) (?:energy|stamina|get up and go)|worn out`,
    ],
  },
  {
    term: 'premature_ejaculation',
    type: 'symptom',
    name: 'Early ejaculation',
    words: [
      String.raw`pre[- ]?ejaculation|(?:early|fast|quick|rapid) (?:discharge|ejaculation|finish(?:ing)?)|(?:can't|cant|cannot|can not|don't|dont|never|barely|rarely) last (?:in bed |long in bed )?(?:(?:more|longer) th[ae]n |beyond |past |over )?(?:a |\d+ |a couple(?: of)? |a few |one |two |three |five )?(?:minutes?|mins?|seconds?|secs?)|(?:can't|cant|cannot|don't|dont) last (?:long|very long|at all)|(?:never been|not been|never|not|unable) (?:able )?to last (?:long|very long|more than|longer than)`,
      String.raw`premature ejaculation|(?:shoot|shooting|shot|blow|blowing|blew)(?: my)? load (?:after|in|within) (?:about |like |around )?(?:\d+|a|one|two|thirty) (?:seconds?|secs?|minutes?|mins?)|discharge (?:too |very |so |really )?(?:early|fast|quick(?:ly)?|soon)|(?:literally |only |barely )?last(?:ing)? (?:like |about |maybe )?(?:a|one|1|two|2) (?:minute|min)s?\b|finish rather too (?:quickly|quick|soon|early)|ejaculation (?:is |comes |happens )?(?:very |too |really |so )?(?:quick|fast|early|soon)|(?:finish|finishing|finished|coming|cumming|ejaculating)(?: (?:way|far|much|a bit|really))? (?:too )?(?:early|quickly|quick|fast|soon)|\bpe\b(?! (?:teacher|class|lessons?|kit|exam|test|department))|(?:finish|come|cum|ejaculate|blow)s? (?:(?:way|far|much|a bit|really) )?(?:too )?(?:early|quickly|quick|fast|soon)|(?:finish|come|cum|ejaculate|last)(?:s|ing)? (?:in|within|after) (?:like |about |around |under |less than |only |literally )?(?:\d+|a|one|two|a couple of|a few|30|thirty|sixty) (?:min|mins|minutes?|seconds?|secs?)|(?:don't|do not|can't|cannot|never) last (?:long|more than|longer than)|(?:(?:only|barely|never|can only|can't|cannot) )?last(?<=\bi (?:(?:only|barely|never|can only|can't|cannot) )?last) (?:about |around |like |under |less than |more than )?(?:\d+|a|one|two|a couple of|a few|thirty|sixty) (?:min|mins|minutes?|seconds?|secs?)`,
    ],
  },
  {
    term: 'blood_in_semen',
    type: 'symptom',
    name: 'Blood in semen',
    words: [
      String.raw`(?:red|reddish|pink(?:-?ish)?|brown|brownish|rusty|rust[- ]colou?red|brown[- ]colou?red|bloody|blood[- ]?(?:stained|streaked|tinged)) (?:na |nga )?(?:(?:(?:stuff|tinge|colou?r|streaks?|bits?|discolou?ration) )?(?:in|of) (?:my |the )?)?(?:semen|cum|spunk|ejaculate|load|jizz)\b|(?:semen|cum|ejaculate|spunk)\b[^.;]{0,40}?\bblood\b(?! (?:test|tests|work|pressure|sugar|results?))`,
      String.raw`(?:semen|cum|ejaculate|spunk|sperm|load|jizz)\W+(?:\w+\W+){0,3}?(?:(?:a bit|kind of|kinda|slightly) )?(?:red|reddish|pink(?:-?ish)?|brown|brownish|rusty|bloody|blood[- ]?(?:stained|streaked|tinged))`,
      String.raw`blood in (?:my |the )?(?:semen|sperm|cum|ejaculate|spunk|load|jizz)|blood (?:when|after) (?:i )?(?:came|come|cum|cummed|ejaculated?|finished)\b|bloody (?:semen|cum)|hematospermia|haematospermia`,
    ],
  },
  {
    term: 'low_mood',
    type: 'symptom',
    name: 'Low mood',
    words: [
      String.raw`(?:(?:no|zero|losing) |lost (?:all )?)interest in (?:anything|everything|life)|(?:felt|feel|feeling|feelin'?) (?:rather |quite |a bit |very |really |real |so |pretty )?low\b(?! (?:back|energy|t\b|testosterone|libido|count|sex drive))|(?:feel|feeling|felt)(?: \w+){0,3}? flat\b|(?:can't|cant|cannot|don't|dont) enjoy anything`,
      // "down in the dumps", "my head's all over the place", "can't be bothered with anything".
      String.raw`down in the dumps|(?:can't|cant|cannot) be bothered (?:with|to do) anything|my head(?:'s| is| has been|'s been)? (?:all over the place|a mess|in a (?:bad|dark) place|not in a good place)|(?:i'm|im|i am|been|feel) (?:not )?in a (?:really |very |pretty |bit of a )?(?:bad|dark|rough) place`,
      String.raw`(?:i've been|ive been|i have been|i'm|im|i am|i was|been feeling) (?:really |so |pretty |quite |very |a bit |feeling |super )?(?:down|low)\b(?!\s*(?:\d|a stone|half a stone))(?! (?:to|from|there|the|on|at|in|with|a|my|as)\b)`,
      poorly(MOOD),
      String.raw`low mood|depressed|depression|(?:feel|feeling|felt)(?: (?:really|so|pretty|quite|very|a bit|totally|completely|absolutely|super|kinda|kind of|just|flat|down|low|rubbish|miserable|hopeless),?(?: and)?)* (?:down|low|flat|miserable|hopeless|depressed)|mood (?:is |has been |'s been )?(?:low|down|rubbish|awful|terrible|all over the place)|anxious|anxiety|panic attacks?|hopeless|moody|mood swings|(?:feel|feeling|felt|feels) like (?:a )?(?:complete |total |real |such a |bit of a )?(?:failure|useless|worthless|less of a man|a let ?down|shit|crap)|in a (?:right |real )?(?:dark|bad) place|(?:fighting |battling |struggling with |visits? from )?the black dog|struggling mentally|mentally drained|(?:i |i've been |ive been |been )(?:cry|crying)(?: a lot| all the time| every day| most days| constantly| myself to sleep)`,
    ],
  },
];

/**
 * Medicines by generic name, UK and US brand names and the short names people type ("doxy",
 * "nolva", "test cyp"); a brand always maps onto the generic's term, so a labeller who knows
 * only the list of terms and the extractor agree.
 */
export const medicationTerms: Term[] = [
  [
    'clomiphene',
    'Clomiphene',
    String.raw`(?:en)?clomiphene|clomid|clomifene|clomifeno|serophene|fertomid|siphene|fertyl|ovofar`,
  ],
  ['anastrozole', 'Anastrozole', String.raw`anastr[oa]zole|arimidex|adex`],
  ['letrozole', 'Letrozole', String.raw`letr[oa]zole|femara|letro`],
  ['tamoxifen', 'Tamoxifen', String.raw`tamoxifen|nolvadex|nolva|tamox`],
  ['hcg', 'hCG', String.raw`hcg(?: injections?| shots?| jabs?)?|pregnyl|novarel|ovitrelle`],
  [
    'testosterone_therapy',
    'Testosterone therapy',
    String.raw`trt|hrt|(?:testosterone|test|t) (?:gel|injections?|shots?|jabs?|therapy|replacement|cypionate|cyp|enanthate|undecanoate|patch(?:es)?|cream|pellets?)|pellets? (?:put in|inserted|implanted)|test (?:e|c|p|prop|propionate)\b|(?:testosterone )?(?:cypionate|enanthate|propionate)|testogel|tostrex|restandol|andriol|androgel|tostran|testim|testavan|nebido|aveed|sustanon|xyosted|jatenzo|tlando|kyzatrex|natesto|depo-?testosterone|(?:on|taking|started|inject(?:ing)?|pin(?:ning)?|jab(?:bing)?) (?:[\d.]+ ?(?:ml|mg|cc|iu) (?:of )?)?(?:testosterone|test|t)(?! (?:level|levels|test|was|is|of|came|result))`,
  ],
  [
    'anabolic_steroids',
    'Anabolic steroids',
    String.raw`(?:anabolic )?(?<!\b(?:nasal|cortico|topical|inhaled)\s)steroids?(?! (?:nasal|spray|cream|inhalers?|(?:injections?|jabs?|shots?) (?:in|into) (?:my|the|me) (?:knee|back|shoulder|hip|joint|elbow|wrist|ankle|spine)|jabs?\b|eye|drops|ointment))|roids|sarms?|anavar|dianabol|d-?bol|winstrol|trenbolone|tren|nandrolone|deca|oxandrolone|anadrol|oxymetholone|primobolan|primo|masteron|turinabol|(?<=\b(?:cycle|course|run|ran|running|did|doing|on) (?:of )?)var\b|ostarine|ligandrol|lgd(?:-?4033)?|rad[- ]?140|(?:on|running|doing|did|started|finished|coming off) (?:a |my )?(?:steroid |gear )?cycle|on (?:the )?gear|(?:cycles?|courses?|blasts?|runs?) of gear\b|(?<=\b(?:ran|running|did|took|taking|using|used|pinning|pinned|touched|touching) (?:the |some |any )?)gear\b`,
  ],
  [
    'finasteride',
    'Finasteride',
    String.raw`finasteride|propecia|proscar|fin(?= [\d.]+ ?mg)|fin(?<=\b(?:the|on|off|stopped|quit|ditched|taking|take|took|used|using|use) fin)\b`,
  ],
  ['tadalafil', 'Tadalafil', String.raw`tadalafil|cialis|tadalis|adcirca`],
  [
    'sildenafil',
    'Sildenafil',
    String.raw`sildenafil|viagra(?: connect)?|revatio|kamagra|blue (?:pills?|ones?)`,
  ],
  ['ibuprofen', 'Ibuprofen', String.raw`ibuprofen|ibuprofin|advil|nurofen|motrin|brufen|cuprofen`],
  [
    'paracetamol',
    'Paracetamol',
    String.raw`paracetamol|paracetemol|acetaminophen|tylenol|panadol|calpol|doliprane|dafalgan|efferalgan|ben-u-ron|tachipirina|parol|biogesic|crocin|dolo(?= ?650\b)`,
  ],
  ['naproxen', 'Naproxen', String.raw`naproxen|aleve|naprosyn`],
  [
    'antibiotics',
    'Antibiotics',
    String.raw`antibiotics?|abx|doxy|doxycycline|ciprofloxacin|cipro|levofloxacin|ofloxacin|amoxicillin|amoxil|amox|co-amoxiclav|augmentin|azithromycin|zithromax|z-?pack|clarithromycin|erythromycin|metronidazole|flagyl|trimethoprim|nitrofurantoin|macrobid|cephalexin|cefalexin|keflex|flucloxacillin|septrin|bactrim|lymecycline|tetralysal|minocycline|oxytetracycline|tetracycline|clindamycin|cefuroxime|ceftriaxone|levaquin|penicillin v`,
  ],
  [
    'antidepressant',
    'Antidepressant',
    String.raw`sertraline|zoloft|lustral|ssris?|antidepressants?|anti-depressants?|fluoxetine|prozac|citalopram|celexa|escitalopram|lexapro|cipralex|paroxetine|paxil|seroxat|venlafaxine|effexor|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|amitriptyline|nortriptyline|trazodone|vortioxetine|trintellix|brintellix|desvenlafaxine|pristiq|dosulepin`,
  ],
  ['minoxidil', 'Minoxidil', String.raw`minoxidil|minox|rogaine|regaine`],
  [
    'omeprazole',
    'Omeprazole',
    String.raw`omeprazole|prilosec|losec|lansoprazole|esomeprazole|nexium|pantoprazole|rabeprazole|zoton|pariet`,
  ],
  ['propranolol', 'Propranolol', String.raw`propranolol|inderal`],
  ['amlodipine', 'Amlodipine', String.raw`amlodipine|norvasc|istin`],
  [
    'ace_inhibitor',
    'ACE inhibitor',
    String.raw`lisinopril|ramipril|enalapril|perindopril|captopril|quinapril|trandolapril|zestril|prinivil|tritace|altace|vasotec|coversyl`,
  ],
  ['losartan', 'Losartan', String.raw`losartan|cozaar`],
  [
    'levothyroxine',
    'Levothyroxine',
    String.raw`levothyroxine|levo\b(?! ?(?:carnitine|dopa))|thyroxine|synthroid|eltroxin|euthyrox|tirosint|levoxyl|unithroid`,
  ],
  ['tramadol', 'Tramadol', String.raw`tramadol|ultram|zydol`],
  ['codeine', 'Codeine', String.raw`codeine|co-?codamol|solpadeine`],
  ['gabapentin', 'Gabapentin', String.raw`gabapentin|neurontin|pregabalin|lyrica`],
  ['isotretinoin', 'Isotretinoin', String.raw`isotretinoin|accutane|roaccutane|absorica`],
  ['metformin', 'Metformin', String.raw`metformin|glucophage|glumetza|fortamet`],
  [
    'statin',
    'Statin',
    String.raw`statins?|atorvastatin|simvastatin|rosuvastatin|pravastatin|fluvastatin|pitavastatin|lipitor|crestor|zocor|pravachol|livalo`,
  ],
  ['tamsulosin', 'Tamsulosin', String.raw`tamsulosin|flomax(?:tra)?`],
].map(([term, name, words]) => ({ term: term!, type: 'medication', name: name!, words: [words!] }));

/** The vitamin shorthands people type: "vit C", "vit. E", "vitamin-D3". */
const VITAMIN = String.raw`(?:vitamin|vit\.?)[- ]?`;
/**
 * Branded men's fertility blends (UK and US): they are recorded as the one
 * `fertility_supplement`, whatever is in them.
 */
const FERTILITY_BLENDS = String.raw`proxeed(?: plus)?|(?:male |men's )?fertility (?:tablets?|pills?|capsules?)|(?:male|men's|mens) fertility (?:multi(?:vitamin)?s?|supplements?|vitamins?)|wellman(?: conception)?|fertilaid(?: for men)?|fertility ?blend(?: for men)?|countboost|motility ?boost|conceive plus(?: men)?|pregnacare (?:him|for him|his)|menevit|impryl|profertil|fertilman|zita west(?: vitafem)?|theralogix|conceptionxr|mens? fertility (?:formula|support|pack)|male fertility (?:formula|support|supplements?|vitamins?|pills?)|sperm (?:health )?(?:supplements?|vitamins?|boosters?)|(?:fertility|preconception|conception) (?:supplements?|vitamins?|pills?|formula|blend|pack)`;

export const supplementTerms: Term[] = [
  ['coq10', 'CoQ10', String.raw`coq-?10|co-?q-?10|coenzyme q-?10|ubiqu?inol|ubiquinone`],
  ['zinc', 'Zinc', String.raw`zinc`],
  ['vitamin_d', 'Vitamin D', String.raw`${VITAMIN}d3?|d3|cholecalciferol`],
  ['vitamin_c', 'Vitamin C', String.raw`${VITAMIN}c|ascorbic acid`],
  // "vitamin C and E": the second letter stands for a vitamin too.
  [
    'vitamin_e',
    'Vitamin E',
    String.raw`${VITAMIN}e|(?<=\bvit(?:amin)?s?\.? [a-d]\d{0,2},? (?:and|&) )e`,
  ],
  ['folic_acid', 'Folic acid', String.raw`folic acid|(?:l-?)?methylfolate|folate|5-?mthf`],
  ['selenium', 'Selenium', String.raw`selenium`],
  ['carnitine', 'L-carnitine', String.raw`(?:acetyl[- ])?l-?carnitine|carnitine|alcar`],
  ['ashwagandha', 'Ashwagandha', String.raw`ashwag(?:h)?andha|ashwa|ksm-?66`],
  ['omega_3', 'Omega-3 / fish oil', String.raw`fish oils?|cod liver oil|omega[- ]?3s?|krill oil`],
  [
    'multivitamin',
    'Multivitamin',
    String.raw`(?<!fertility )multi[- ]?vit(?:amin)?s?|an? multi\b|(?:the|my) multi\b(?!-)|multis\b|multi(?=\s*(?:[,;+]|and\b))(?<=(?:^|[:,;+]\s*|\band\s)multi)|centrum|berocca|enervon|supradyn|revital|one a day(?= (?:men|multi\w*|vitamins?|tablets?)\b)|a-z (?:multi\w*|vitamins?)|wellbeing pack`,
  ],
  ['maca', 'Maca', String.raw`maca(?: root)?`],
  ['creatine', 'Creatine', String.raw`creatine`],
  ['magnesium', 'Magnesium', String.raw`magnesium`],
  ['vitamin_b12', 'Vitamin B12', String.raw`vitamin b-?12|b12`],
  ['tongkat_ali', 'Tongkat ali', String.raw`tongkat(?: ali)?`],
  ['fenugreek', 'Fenugreek', String.raw`fenugreek`],
  ['protein_powder', 'Protein powder', String.raw`protein (?:powder|shakes?)|whey`],
  ['fertility_supplement', 'Fertility supplement', FERTILITY_BLENDS],
].map(([term, name, words]) => ({
  term: term!,
  type: 'supplement',
  name: name!,
  words: [words!],
}));

export const procedureTerms: Term[] = [
  [
    'varicocele_repair',
    'Varicocele repair',
    String.raw`varicocelectomy|(?<=varicocele\b[^.]{0,80})(?:had|got) (?:it|mine|them) (?:repaired|fixed|operated on|done|sorted)|varicocele (?:surgery|repair|operation|op|ligation|embolisation surgery)|varicocele (?:was |got |been |being )?(?:fixed|repaired|operated on|tied off|removed)|(?:fixed|repaired|operated on) (?:my |the |a )?varicocele|(?:surgery|an op|op|operation|procedure|operated|microsurgery) (?:on|for|of|to fix) (?:my |the |a |his )?(?:left |right |grade \d )?varicoceles?|microsurgical repair`,
  ],
  ['embolisation', 'Embolisation', String.raw`emboli[sz](?:ation|ed)`],
  [
    'vasectomy_reversal',
    'Vasectomy reversal',
    String.raw`(?:vasectomy|vas|snip) reversal|reversal of (?:my|the) (?:vasectomy|snip)|(?:had|got|having|booked|paid for) (?:a|the|my) reversal|(?:had|got) (?:a |the |my )?reversal done|reversal (?:op|operation|surgery|procedure|done|was done|went)|reversal(?:(?='s| was)|(?= (?:last|back in|in (?:19|20)\d\d|in (?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)|(?:\d+|a|one|two|three|six) (?:weeks?|months?|years?) ago)))|(?<=\bsnip\w*\b[^.]{0,40})reversed\b|vasectomy (?:was |got |been |being )?reversed|post[- ]reversal|(?:got|had|get|getting|having|have) (?:it|the snip|the vasectomy|mine|them) reversed|reversed (?:my |the )?vasectomy|(?:vasovasostomy|vasoepididymostomy)`,
  ],
  [
    'vasectomy',
    'Vasectomy',
    String.raw`vasectomy|the snip|(?<=^\s*)snipped\b|snip(?= (?:done|booked|last|yesterday|today|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day))|(?:got|been|was|had myself) snipped`,
  ],
  [
    'scrotal_ultrasound',
    'Scrotal ultrasound',
    String.raw`(?:scrotal |doppler )?ultrasound|sonogram|(?:a |the |my |for me )doppler|doppler(?= (?:confirmed|showed|shows|found|revealed|came back|results?|scan)\b)|(?:scrotal|testicular|testicle|testes|ball|balls|scrotum|nut|nuts|doppler) (?:scan|ultrasound|u\/s|us\b|doppler)|scan (?:of|on) (?:my|the|me) (?:testicles?|balls|scrotum|nuts|testes)|scanned my (?:testicles?|balls|scrotum|nuts)`,
  ],
  // "SA" is what fertility forums call a semen analysis ("my 2nd SA", "SA normal").
  [
    'semen_analysis',
    'Semen analysis',
    String.raw`semen analys[ie]s|analys[ie]s of (?:my |the )?(?:semen|sperm)|(?<=\b(?:go|went|going) (?:to )?(?:the )?hospital )check (?:my )?sperm|(?:did|do|done|had) (?:a )?check(?:ed)? (?:my )?sperm|(?:got|had|get|getting) my (?:sperm|semen|swimmers) (?:tested|checked|analysed|analyzed|looked at)|spermi?ogram(?:me)?s?|espermatobioscop\w*|seminograms?|(?:tested|checked|analysed|analyzed|looked at) my (?:sperm|semen|swimmers)(?! (?:dna|for dna|fragmentation))|sperm (?:test|analysis)s?|semen tests?|semen reports?|(?<=\b(?:doctor|doc|hospital|clinic|they|lab|urologist|i) )check(?:ed)? (?:my )?sperm\b|^\s*check(?:ed)? my sperm\b|sas?|(?:had|did|got|done|do) (?:a|an|my|the|another|one) sa\b|sperm sample`,
  ],
  [
    'ivf',
    'IVF / ICSI',
    // "the IVF clinic", "IVF costs": the place or the price, not a treatment had.
    String.raw`(?:ivfs?|icsis?|in vitro)(?! (?:clinics?|centres?|centers?|units?|forums?|costs?|prices?|funding|waiting lists?)\b)`,
  ],
  ['iui', 'IUI', String.raw`iuis?|insemination`],
  [
    'testicular_biopsy',
    'Testicular biopsy',
    String.raw`(?:testicular )?biopsy(?<!prostate biopsy)(?! (?:\(?prostate|of (?:the|my) prostate))(?![^.]{0,25}\(prostate)|tese|micro-?tese`,
  ],
  [
    'hernia_repair',
    'Hernia repair',
    String.raw`hernias? (?:\w+ ){0,2}?(?:done|fixed|repaired|operated on|sorted|op|operation|surgery)|(?:had|got) (?:both sides of |my |a |the )*hernias? (?:\w+ )?(?:done|fixed|repaired)|hernia (?:repair|surgery|operation|op|mesh)|hernia (?:was |got |been )?(?:fixed|repaired|operated on)|(?:surgery|(?:an |a |my |the )?operation|an op) (?:for|on) (?:a |my |the )?(?:inguinal )?hernia|(?:fixed|repaired) (?:my |the |a )?hernia`,
  ],
  [
    'blood_test',
    'Blood test',
    String.raw`blood (?:test|work|panel|analys[ie]s)s?|bloodwork|bloods|labs\b|lab work|hormone (?:test|panel)s?|hormone (?:levels|profile|bloods|results)`,
  ],
].map(([term, name, words]) => ({ term: term!, type: 'procedure', name: name!, words: [words!] }));

/** How many, in digits or words ("10 hours", "ten hours"). */
const HOW_MANY = String.raw`(?:\d+(?:\s*(?:[-–]|or|to)\s*\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** Kinds of diet people name ("plant based diet", "rubbish diet"). */
const DIET_KIND = String.raw`plant[- ]based|mediterranean|low[- ]carb|carnivore|balanced|healthy|clean|high[- ]protein|calorie[- ]controlled|bad|poor|terrible|rubbish|crap|unhealthy|good|decent`;
/** What an everyday "I eat …" names ("eat mostly veg", "eat healthy", "eating junk"). */
const FOODS = String.raw`healthy|healthily|clean|well|badly|poorly|junk|rubbish|crap|takeaways?|veg|vegetables|salads?|fruit|red meat|meat|chicken|fish|processed|sugar|sweets|fried food`;
const SLEEP_BAD = String.raw`bad|broken|poor|rubbish|terrible|crap|awful|shocking|disturbed|interrupted|little|no|not enough|patchy|shit|wrecked|ruined|destroyed|all over the place|mince|pants|garbage|trash|brutal|shot|knackered|a joke`;
const BODY_WEIGHT = String.raw`(?:kg|kgs|kilos|lbs?|pounds|stone|st)\b`;

export const lifestyleTerms: Term[] = [
  [
    'smoking',
    'Smoking',
    String.raw`smok(?:e|es|ed|er|ing)|ex-smoker|cigarettes?|cigs?|cigg(?:y|ies|s)|ciggie|(?:packs?|box|boxes|10|20) of (?:darts|tabs|smokes|reds|blues|marlboro)|baccy|snus|zyns?|nicotine pouches|(?:half )?an? (?:pack|packet) a day|fags|rollies?|snouts?|durry|shisha|kretek|yosi|black (?:n|and|&) milds?|cigarillos?|cigars?|roll-ups?|shisha|hookah|nargile|waterpipe|(?:the |a |my )pipe(?! (?:burst|leak\w*|dream))|durr(?:y|ies)|newports?|marlboros?|tobacco|cigars?|vap(?:e|es|ed|er|ing)|e-?cig(?:arette)?s?|juul|nicotine|elf ?bars?|lost mary|geek ?bars?|disposables?(?= (?:vapes?|all|every|a day|daily))`,
  ],
  [
    'alcohol',
    'Alcohol',
    String.raw`alcohol|booze|boozing|(?<=\b(?:few|couple(?: of)?|some|\d+|two|three) )(?:castles|cold ones|coldies|tinnies|stubbies)\b|(?:had|have|having) (?:a few|one|a couple|way) too many\b|on the sauce|off the (?:sauce|booze|drink|beer|bevvies|piss)|pints?(?! of (?:water|milk|juice|squash|coke|pop|blood))|sober|drank(?= (?:heavily|a lot|loads|too much|every|most|daily|at|in|when|like))|glass(?:es)? of (?:red|white|rosé|rose|wine|bubbly|prosecco|champagne|whisk(?:e)?y|vodka|gin)|prosecco|champagne|gin|rums?|tequila|swally|poyo|raksi|dop\b|🍺|🍻|🍷|🥃|tusker|red stripe|san mig(?:uel)?|abita|waragi|daaru|drams?(?= (?:most|every|a|at|on|each|of)\b)|a dram\b|(?:the )?odd dram\b|soju|sake|dops|claret|merlot|shiraz|pinot|rioja|chianti|hennessy|on the (?:lash|bevvy|piss|turps)|caribs?\b|a bitter\b|puncheon|castle lagers?|hit(?:ting|tin)? the bottle|pished|(?:get|getting|got) (?:pissed|hammered|wasted|smashed|steaming|bladdered|plastered|leathered|trollied)\b|(?:a|the odd) (?:red|white)(?= (?:with|at|most|every|on|in)\b)|sherry|port(?= (?:wine|after|with|at|on|most|every))|brandy|cognac|bourbon|scotch|stouts?|guinness|ales?(?= (?:most|every|a|on|at))|cans(?! of (?:coke|pop|soda|energy|monster|red bull|tuna|beans))|bevvies|bevvys?|schooners?|middies|tinnies|scoops(?! of)|tins(?= (?:every|most|a|at|on|each)\b)|the tins\b|henny|buckfast|coopers|stubbies|(?:a |the )?cartons?(?= (?:most|every|a|on|at|when)\b)|lagers?|ciders?|wines?|vodkas?|whisk(?:e)?y|whiskies|spirits|beers?(?! (?:gut|belly))|binge|(?:heavy |social |big |ex-)?drinker|(?<!(?:energy|soft|fizzy|protein|sports|fruit) )drink(?:s|ing)?\b(?! (?:(?:a lot of|lots of|loads of|plenty of|so much|too much) )?(?:water|coffee|tea|milk|juice|soda|coke|pop|fluids|plenty|smoothies?|shakes?|protein|energy|pre[- ]?workout|kopi|teh|chai|milo|matcha|lattes?|espressos?|cappuccinos?|kombucha|squash|lemonade|red bull|monster)\b)(?![^.,;]*\b(?:waters?|coffees?|teas?|milk|juices?|sodas?|cokes?|smoothies?|shakes?|fluids|litres?|liters?|cups?|lattes?|espressos?|cappuccinos?|energy drinks?|red ?bulls?|monsters?|pop|fizzy)\b)|(?:quit|stopped|stop|gave up|given up|packed in|cut out|cut down on|cut back on|off) (?:the )?drink(?:ing)?|(?:have|has|had|having|touched|touch|fancy|enjoy) (?:a |the odd |any |a few |a couple of |the )?drinks?\b`,
  ],
  [
    'exercise',
    'Exercise',
    String.raw`(?:go|goes|went|going) for an? (?:surf|swim|run|jog|ride|cycle|bike ride|hike|paddle|row)\b|surfing|(?:keen |avid |big )(?:tramper|hiker|runner|cyclist|swimmer)|(?<!pre[- ]?)(?:run|cycle|ride|swim|row|jog)(?:s|ning|ing)? (?:\d+|once|twice|three|four|five|six)(?: ?x| times)? (?:a|per|every) week\b|(?<!pre[- ]?)(?:walk|run|cycle|ride|swim|row|jog|hike)(?:s|ing)? (?:about |around |over |roughly |like )?\d+(?:\.\d+)? ?(?:miles|mi|km|kms|k|kilometres|kilometers|laps|lengths)\b|(?<!\b(?:heavy|manual|lot of) )lifting(?=\s*(?:[.,;!)]|$)| again\b| (?:\d+ ?x|once|twice|(?:\d+|three|four|five|six) (?:times|days))\b)|(?<!\b(?:lads|guys|people|blokes?|fellas|someone|everyone|bros|guy|lad|doctor|doc|coach|pt|trainer|mates?|friends?)'?\s+(?:at|from|in|down) (?:the |my |our )?)(?<!\b(?:not being able|unable|can't|cannot|couldn't|haven't been able|have not been able|not able) to (?:get |go )?(?:to )?(?:the )?)gym(?! (?:mates?|buddy|buddies|bros?|friends?|pals?|instructor|trainer|owner))|work(?:ing)? out|(?<!\bpre[- ]?)workouts?|exercis(?:e|es|ing)|running(?! (?:on (?!(?:the )?(?:treadmill|track|road|trails?|grass|sand|beach|pavement))|a cycle|cycles|my cycles?|blasts?|pct|a pct|my pct|(?:this|my|the|a) (?:protocol|regimen|stack|dose)|tren|test|sarms?|ostarine|adex|anavar|nolva|clomid|hcg|rad|lgd|dbol|deca|\d+(?:\.\d+)? ?(?:mg|iu|ml)?\s*(?:of )?(?:adex|test|tren|hcg|nolva|clomid|anavar)))|jogging|cycling|swimming|bike rides?|lift(?:ing)? (?:weights|heavy(?! (?:boxes|things|stuff|objects|furniture|bags|loads|all day|at work)))|weights|weightlifting|powerlifting|deadlift(?:s|ing)?|bodybuilding|crossfit|peloton|training(?= (?:twice|once|\d|three|four|five|every|most|on)\b)|(?:swim|run|walk|cycle|ride)s? (?:a |about a )?(?:kilometre|kilometer|mile|lap)s?\b|f[uú]tbol|hit (?:legs|the gym|the weights)|lifting(?= since\b| for (?:about |around |over |nearly )?(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|twenty))|(?:leg|chest|arm|push|pull) days?|(?:natty |natural )?lifters?|yoga|pilates|cardio|hiit|spin class(?:es)?|football|futsal|futebol|(?<!\b(?:at|to|watch|watching|watched|on) (?:the )?)foot(?:y|ie)\b|soccer|rugby|netball|volleyball|baseball|softball|hurling|basketball|tennis|squash|boxing|martial arts|jiu-?jitsu|bjj|hiking|marathons?|half marathons?|five[- ]a[- ]side|5[- ]a[- ]side|(?:cycle|bike|walk|run|jog) (?:in )?to (?:work|the office|school|uni|college)|golf|badminton|hockey|cricket|climbing|bouldering|rowing(?! (?:about|with|over|constantly|all the time))|surfing|walk(?:ing|s)? the dog|(?:go|went|going|goes) for (?:a )?(?:long )?walks?|long walks|park ?runs?|5ks?|10ks?|runner|cyclist|(?:go|went|going|goes) (?:for )?(?:a )?(?:run|jog|swim|bike ride)s?|(?:i|we) (?:surf|skate|run|jog|cycle|bike|ride|swim|lift|train|hike|row)(?! (?:out|a|an|the|my|into|low|late|away|over|off|up|down|through|errands|it|that|this|of|anything|something|stuff|things|heavy|boxes|them)\b)|(?:and|also|plus) (?:run|jog|swim|cycle|lift|train)(?= (?:\d+x?|once|twice|three times|four times|five times|every|daily|most|each|regularly)\b)|(?:train|run|lift|swim|cycle|jog)(?<=^\s*(?:train|run|lift|swim|cycle|jog))(?= (?:\d+x?|once|twice|three times|four times|every|daily|most|each|regularly|hard|a lot)\b)`,
  ],
  [
    'sitting',
    'Long sitting',
    String.raw`desk job|office job|desk-bound|desk all day|(?:parked|stuck|chained|glued) (?:at|to|behind) (?:a|my|the) desk|(?:sit|sitting|sat)(?: [\w-]+){0,4}? (?:full|whole|all) day|sitting in (?:the |my |a )?(?:car|truck|van|cab|lorry)|driv(?:e|es|ing) (?:a |the )?(?:truck|lorry|wagon|taxi|cab|uber|van|bus|hgv)s?(?= long[- ]haul| for a living| (?:\d+|ten|twelve) hours| all day| nights| full[- ]time)|long[- ]haul (?:truck(?:ing)?|lorry|driver|driving)|sat on (?:my|me) (?:backside|arse|ass|bum|butt)|(?:sit|sitting|sat) (?:at|in) (?:the|my|an) office all day|seated (?:for )?(?:long hours|hours|all day|the whole day|long periods)|(?:long[- ]haul |hgv |lorry |truck |taxi |uber |bus |delivery )?(?:trucker|truck driver|lorry driver|hgv driver)|sedentary|(?:sit|sitting|sat)(?: down)? (?:at (?:a|my|the) (?:desk|computer|pc|laptop)|(?:down )?all day|(?:the )?whole day|for hours|for (?:long|ages|long periods|long stretches|hours on end)|a lot|(?:for )?(?:about |around |like |over |maybe )?${HOW_MANY}\+? (?:hours|hrs))|(?:on|at|behind) (?:a|my|the) (?:desk|computer|screen) all day|(?:work|working|sat|sit|sitting|stuck)(?: \w+){0,3}? (?:at|behind) (?:a|my|the) desk|(?:sit|sitting|sat) (?:in front of|behind) (?:a |my |the )?(?:computer|screen|pc|laptop|monitor|desk)|(?:sit|sitting|sat|stuck) in (?:traffic|(?:the|a|my) (?:car|van|truck|lorry|cab))|on (?:my|me) (?:arse|ass|backside|bum) all day|(?:sit|sitting|sat) in (?:the |an? |my )?office (?:all|the whole|whole) day|(?:sit|sitting|sat)(?: down)? (?:most of|all of|for most of) the day|(?:sit|sitting|sat) in the (?:car|cab|van|truck|lorry)|(?:truck|lorry|taxi|cab|uber|bus|delivery) driver|drive (?:all day|for a living|for hours|for work)|drive (?:a )?(?:taxi|cab|truck|lorry|bus|van)(?: for a living)?|${HOW_MANY} ?(?:hours|hrs) a day in (?:the |my |a )?(?:seat|cab|van|truck|lorry|car|saddle)\b|(?:sat|sitting|sit) (?:on|in) (?:the |a |my )?(?:tractor|quad|combine|forklift|digger|excavator)s?\b`,
  ],
  [
    'heat',
    'Heat exposure',
    String.raw`hot tubs?|hot spas?|spa baths?|saunas?|banya|hammam|hamam|sweat lodge|(?:hot|bikram)(?= yoga)|steam rooms?|jacuzzi|hot baths?|(?:long )?hot showers|laptop(?:'s| is| sits| on it)?(?: \w+)?(?: \w+)? on (?:my )?(?:lap|knees|legs|thighs)|(?:scalding|boiling|very hot|really hot|piping hot|roasting) (?:baths?|showers?|tubs?)|heated (?:car )?seats?|electric blanket|hot ovens?|(?:around|exposed to|near|in) (?:a lot of |lots of |loads of |a lot of |constant |high |intense )?heat\b|(?:next to|near|over|by|in front of) (?:the |an? )?(?:hot )?(?:ovens?|furnaces?|kilns?|grills?|fryers?|range|woks?|stoves?|hobs?|tandoors?)|(?:hot|roasting|boiling|sweltering|baking) kitchens?|kitchens? (?:is |are |very |so |really |super )*(?:hot|roasting|boiling)\b|furnaces?|foundry|(?:next to|near|over|by|beside|in front of|on|at) (?:the |an? )?(?:hot |pizza |bread |bakery |industrial )?(?:ovens?|flat ?tops?|griddles?|grills?|fryers?)\b|ovens? (?:is |are |dey |so |very )?hot\b|engine rooms?|boiler rooms?|smelt(?:er|ers|ing)\b`,
  ],
  [
    'diet',
    'Diet',
    String.raw`vegetarian|vegan|pescatarian|veggie|veggo|plant[- ]based|(?:eat|eating|ate)(?: like)? (?:crap|shit|rubbish|garbage|badly|terribly|poorly|junk)|keto|paleo|fast food|junk food|(?:gas station|service station|servo|garage|petrol station) food|(?:eat|eating|ate|live on|living on) (?:\w+ )?(?:maccas|maccies|maccy ?d'?s|mcdonald'?s|kfc|taco bell|burger king|greggs|five guys|wendy'?s|popeyes)|processed (?:food|meat)|(?:lots of|loads of|a lot of|too many|live on|living on) takeaways|(?:live|living|lives|survive|surviving) on (?:\w+ ){0,4}?(?:takeaways|junk|fast food|crisps|pizza|ready meals|microwave meals|sugar)|(?:${DIET_KIND}) diet|diet (?:is|was|has been|of)\b|(?:eat|eating|ate)(?: (?:really|pretty|pure|fairly|quite|very|mostly|mainly|a lot of|loads of|lots of|plenty of|plenty|too much|more|less))? (?:${FOODS})|(?:cut out|cutting out|cut down on|ditched|quit) (?:the )?(?:fried food|junk food|junk|takeaways|fast food|processed food)|(?:clean|healthy|healthier|bad|poor|unhealthy) eating|on a diet|dieting|diet\s*[:=-]\s*(?:mostly |mainly |all |pretty much |a lot of )?(?:takeaways|junk|fast food|rubbish|crap|bad|poor|terrible|vegan|vegetarian|keto)|intermittent fasting|(?:16:8|18:6|omad)(?: fasting)?|fasting(?! (?:blood|bloods|glucose|test|sugar|sample))|calorie (?:deficit|counting)|cut out (?:sugar|carbs|meat|dairy|junk)|low[- ]carb|fizzy drinks|(?:eat|eating|ate|live on|living on)[^.;,]{0,25}?\bvending machines?|takeaways?(?= (?:most|every|\d|a few|several|three|four|five|six) (?:nights?|days?|times?|a week|evenings?)\b)|(?:given up|gave up|give up|cut out|cut down on|stopped eating|quit) (?:the )?(?:red meat|meat|sugar|carbs|dairy|junk food|takeaways|fast food|processed food)`,
  ],
  [
    'sleep',
    'Sleep',
    String.raw`(?:haven't|havent|hasn't|not|barely|hardly|never) (?:really |properly |been )?slept(?: (?:properly|well|much|right))?\b|(?:not|can't|cant|cannot|couldn't|don't|dont|never|ain't|aint) (?:really |properly |been )?(?:sleep|sleeping)(?! (?:in|over|with|around|on|together))\b|(?:bad|terrible|poor|awful|rubbish|crap|shocking|light|restless) sleeper|sleep(?:ing)? (?:(?:quite|very|really|so|pretty) )?(?:badly|poorly|terribly|bad)\b|sleep(?:ing)? (?:also |only |just )?(?:badly|poorly|terribly|only|barely|(?:maybe |about |around |like )?${HOW_MANY} ?(?:hours|hrs))|${HOW_MANY} ?(?:hours|hrs)(?: of)? (?:sleep|kip)|insomnia|(?:${SLEEP_BAD}) sleep|sleep(?: is| has been|'s been|'s| was| still| is still) (?:\w+ )?(?:${SLEEP_BAD}|all over the place|a mess|non-?existent)|(?:not|barely|hardly|never) sleep(?:ing)? (?:well|much|properly|great|through)|(?:barely|hardly) (?:ever )?sleep(?:ing)?|(?:don't|do not|can't|cannot) sleep (?:well|much|properly|through)|(?:can't|cannot|trouble|struggle to|struggling to|cannae|canna) (?:get (?:to|tae) )?sleep(?:ing)?|(?:can't|cannot|cant|couldn't) get a wink|wak(?:e|ing) up (?:several|multiple|a few|loads of|\d+) times|sleep(?:ing)? like (?:crap|shit|rubbish|garbage|trash|a zombie)|(?:sleeping|slept|sleep) but (?:like |about |maybe |around )?${HOW_MANY} ?(?:hours|hrs)|lucky (?:to get|if i get) (?:more than |over )?${HOW_MANY} ?(?:hours|hrs)`,
  ],
  [
    'cannabis',
    'Cannabis',
    String.raw`weed|cannabis|marijuana|thc|gunja|blaz(?:e|ing|in)\b|(?<=\bsmok\w* )trees\b|an? (?:8th|eighth|quarter|ounce|oz)(?= (?:a|per|every) (?:week|day|month)\b)|(?<=\b(?:smok\w*|toked?|tokes|some|of|odd|and|on|into)\s)pot\b(?! (?:of|noodles|belly))|pot ?head|pot smoker|hash\b|zoots?\b|zol|igbo|kush|(?<=smok\w* (?:(?:a|some|the|di|de) )?(?:(?:likkle|lickle|little|bit of|bit a) )?)herb\b|(?<=smok\w* )loud\b|skunk|ganja|spliffs?|blunts?|bongs?|edibles|joints?(?<=\b(?:smok\w*|roll\w*|have|had|touched|touch)\b[^.,;]{0,20}joints?)\b(?! (?:pain|ache|problems?|issues?|injur\w*))|(?:a couple|couple|a few|few|\d+|one|two|three) (?:of )?joints?(?= (?:a|per|every|each|most|at|on) )`,
  ],
  [
    'weight',
    'Weight',
    String.raw`weight(?:'s| is| has)? (?:been )?(?:creeping|crept|going|gone|crawling|piling|creep) (?:up|on)|(?:\d+|a|one|two|three|four|five) (?:stone|kg|kilos|pounds) heavier|down (?:about |around |nearly |over )?(?:\d+(?:\.\d+)?\s?(?:kg|kgs|kilos|lbs?|pounds)|(?:a|one|two|three|four|five|\d+) stone)\b|weight gain|(?:need|needs|needed|trying|want|wants|have|got|told) to (?:lose|shift|drop) (?:about |around |at least )?(?:\d+(?:\.\d+)? ?(?:kg|kgs|kilos|stone|st|lbs|pounds)\b|weight|a few (?:pounds|kilos|stone)|a stone)|bmi(?:'s|s)? (?:of |is |was |at |around |about )?(?:2[5-9]|[3-5]\d)\b|(?<=\b(?:i'm|im|i am|and|am) )(?:fat|a fat (?:bastard|git|sod|lad|man))\b|(?:put on|gained|piled on|lost|dropped|shed) (?:about |around |nearly |over )?(?:a|one|half a|a couple of|a few|two|three) (?:stone|kg|kilos|pounds)\b|overweight|obese|obesity|(?:lost|dropped|shed|put on|putting on|piled on|piling on|gained|gaining|losing) (?:about |around |over |nearly )?(?:\d+(?:\.\d+)? ?${BODY_WEIGHT}|(?:a lot of |some |a bit of |a little |loads of )?weight)|carrying (?:a bit of |some |a lot of )?(?:extra )?weight|beer (?:gut|belly)|dad bod|(?:\d+|a|one|two|three|four|five|six) (?:stone|kg|kilos|pounds|lbs) (?:has |have )?(?:come|came) off|(?:gaining|putting on|piling on|gained|put on) (?:fat|timber|pounds)(?: (?:round|around|on) (?:the|my) (?:middle|belly|waist|gut))?|(?:big|fat|pot|huge) (?:belly|gut)|(?:belly|gut|waist|stomach)(?: is|'s)? (?:getting|got|gotten) (?:bigger|fatter|wider)|paunch`,
  ],
  [
    'stress',
    'Stress',
    String.raw`stress(?:ed|ful)?(?! (?:test|fracture|incontinence|echo))|(?<=\b(?:i'm|im|i am) )stressing\b|under (?:a lot of |loads of |so much |huge |massive |a ton of |tons of |a lot of |immense |constant )?pressure|(?:a lot of|lot of|lots of|so much|too much) (?:tension|pressure)\b|burn(?:ed|t)[- ]out|burnout`,
  ],
].map(([term, name, words]) => ({ term: term!, type: 'lifestyle', name: name!, words: [words!] }));

const MILLION = String.raw`(?:millions?|mill?|mln|mio|mn|mi|m)`;
const PER_ML = String.raw`\s*(?:/|per\s+)\s*(?:m[l]|mil|millilit(?:re|er))`;

/** Lab results: the term, then (or before it) a number and a unit. */
export const labTerms: LabTerm[] = [
  {
    term: 'sperm_concentration',
    type: 'lab_result',
    name: 'Sperm concentration',
    words: [String.raw`sperm (?:count|concentration|density)|(?:my )?count|concentration|conc`],
    // A count is always per mL in a semen analysis, so "a count of 11 million" is 11 million/mL.
    units: [
      { pattern: String.raw`${MILLION}${PER_ML}`, unit: 'million/mL' },
      { pattern: String.raw`millions?|mill?|mln|mn|m`, unit: 'million/mL' },
    ],
    selfEvidentUnit: String.raw`${MILLION}${PER_ML}`,
    bareNumber: false,
    // Only where a count is given without any unit ("normal count? Mine was 8").
    unitWhenUnsaid: () => 'million/mL',
  },
  {
    term: 'motility',
    type: 'lab_result',
    name: 'Motility',
    words: [
      String.raw`(?:progressive |total )?(?:motility|mobility)|(?<!motility[^.;]{0,40})progressive(?=\s*:?\s*\d+(?:\.\d+)?\s*%)|motil\b|(?:mot|pr)(?=\s*:?\s*\d+(?:\.\d+)?\s*%)|(?:progressively )?motile|(?:sperm )?movement|(?:were |was |are |is )?(?:moving|swimming)(?: (?:properly|well|forward|normally|right))?(?<=\d\s*(?:%|percent|per cent)\s+(?:of them\s+|of the sperm\s+)?(?:were |was |are |is )?(?:moving|swimming)(?: (?:properly|well|forward|normally|right))?)`,
    ],
    units: [{ pattern: String.raw`%|percent|per cent`, unit: '%' }],
    bareNumber: true,
    unitWhenUnsaid: () => '%',
  },
  {
    term: 'morphology',
    type: 'lab_result',
    name: 'Morphology (normal forms)',
    words: [
      // "the shape was 1 persent": shape, said with its value.
      String.raw`morphology|morph|normal forms?|normal shape|normal(?<=\d\s?%\s?normal)(?! (?:range|levels?|results?|for))|(?<=\b(?:the|sperm|my) )shape(?= (?:was|is|came back(?: at)?|of) \d)`,
    ],
    units: [{ pattern: String.raw`%|percent|per cent`, unit: '%' }],
    bareNumber: true,
    unitWhenUnsaid: () => '%',
  },
  {
    term: 'semen_volume',
    type: 'lab_result',
    name: 'Semen volume',
    words: [String.raw`(?:semen |ejaculate )?(?:volume|vol)`],
    units: [{ pattern: String.raw`m[l]|millilit(?:er|re)s?`, unit: 'mL' }],
    // "volume 1.5": a semen volume is always given in mL.
    bareNumber: true,
    unitWhenUnsaid: (value) => (value > 0 && value <= 15 ? 'mL' : null),
  },
  {
    term: 'dna_fragmentation',
    type: 'lab_result',
    name: 'DNA fragmentation',
    words: [
      String.raw`fragmentation(?= (?:was|is|came back|of|at|=|:)|\s*[:=]?\s*\d)|(?:sperm )?dna (?:fragmentation|frag|fragment)(?: index)?|dfi|sdf|frag(?:mentation)? index`,
    ],
    units: [{ pattern: String.raw`%|percent|per cent`, unit: '%' }],
    bareNumber: true,
    unitWhenUnsaid: () => '%',
  },
  {
    term: 'testosterone',
    type: 'lab_result',
    name: 'Testosterone',
    words: [
      String.raw`(?:total |free )?testosterone|free t(?= (?:on|in|at|was|is|came|level|reading|result)\b)|tt(?=\s*[:=]?\s*\d)|(?:total |free )?t (?:level|levels|came back)|t-levels?|(?:my|his|latest|last|recent|new|first|second|morning|total|free) t(?= (?:is|was|were|came|reading|result|score|at|of|=|:|went|jumped|rose|dropped|fell|increased|climbed|has gone|is now)\b)|(?<=^\s*)t(?= (?:is|was|were|came back|level|reading|result|at|of)\b|\s*[:=]?\s*\d)|(?<=\b(?:came back|showed|shows|results?|bloods?)[:,]? )t(?=\s*[:=]?\s*\d)|(?:free|total) t(?=\s*[:=]?\s*\d)|t(?<=[:;,]\s*t)(?=\s*[:=]?\s*\d)|t(?<=\bt)(?= (?:still|now|went|is now|stuck at|sitting at|around|about) )|test(?=\s*[:=]\s*\d+(?:\.\d+)?\s*(?:nmol|ng))|t(?<=\b(?:showed|shows|showing|show|had|has|got|found|said|says|revealed|and|with|low|high)\s+t)(?= (?:at|of|was|is|were|came|level|levels|reading|result)\b|\s*[:=(]?\s*\d)`,
    ],
    units: [
      { pattern: String.raw`ng\s*/\s*dl`, unit: 'ng/dL' },
      { pattern: String.raw`nmol(?:\s*/\s*l)?`, unit: 'nmol/L' },
      { pattern: String.raw`ng\s*/\s*ml`, unit: 'ng/mL' },
      { pattern: String.raw`pg\s*/\s*ml`, unit: 'pg/mL' },
    ],
    bareNumber: true,
    unitWhenUnsaid: (value) => (value >= 100 ? 'ng/dL' : value <= 60 ? 'nmol/L' : null),
    // Of the results tracked, only testosterone is given in ng/dL ("my level was 250ng/dl").
    selfEvidentUnit: String.raw`ng\s*\/\s*dl`,
  },
  {
    term: 'fsh',
    type: 'lab_result',
    name: 'FSH',
    words: [String.raw`fsh`],
    units: [
      { pattern: String.raw`m?iu\s*/\s*(?:m?l)`, unit: 'IU/L' },
      { pattern: String.raw`u\s*/\s*l`, unit: 'IU/L' },
    ],
    bareNumber: true,
    unitWhenUnsaid: () => 'IU/L',
  },
  {
    term: 'lh',
    type: 'lab_result',
    name: 'LH',
    words: [String.raw`lh`],
    units: [{ pattern: String.raw`m?iu\s*/\s*(?:m?l)`, unit: 'IU/L' }],
    bareNumber: true,
    unitWhenUnsaid: () => 'IU/L',
  },
  {
    term: 'estradiol',
    type: 'lab_result',
    name: 'Estradiol',
    words: [String.raw`estradiol|oestradiol|e2|o?estrogen`],
    units: [
      { pattern: String.raw`pg\s*/\s*ml`, unit: 'pg/mL' },
      { pattern: String.raw`pmol\s*/\s*l`, unit: 'pmol/L' },
    ],
    bareNumber: true,
  },
  {
    term: 'psa',
    type: 'lab_result',
    name: 'PSA',
    words: [String.raw`psa|prostate[- ]specific antigen`],
    units: [{ pattern: String.raw`ng\s*/\s*ml`, unit: 'ng/mL' }],
    bareNumber: true,
    unitWhenUnsaid: () => 'ng/mL',
  },
];
