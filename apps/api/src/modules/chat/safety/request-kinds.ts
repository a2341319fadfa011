import { tokenise } from './analyse';
import { compilePattern, matchesAnywhere } from './patterns';

/**
 * What kind of answer a message asks for, so the engine can answer requests for a
 * diagnosis or a medicine dose with general information and a referral instead
 * (a chat can neither examine nor prescribe). Patterns as in patterns.ts, over the same
 * normalised tokens as the triage ("how many mg of clomid", "do i have cancer").
 */
export interface RequestKinds {
  asksForDiagnosis: boolean;
  asksForDose: boolean;
}

const CONDITIONS =
  'cancer|tumor|tumour|varicocele|torsion|epididymitis|orchitis|hydrocele|spermatocele|infection|std|sti|chlamydia|gonorrhea|gonorrhoea|herpes|hpv|hernia|cyst|prostatitis|hypogonadism|ed|infertility|azoospermia|peyronie|peyronies|diabetes|lump|tumours|tumors|something|low|erectile|priapism|fournier';

const DIAGNOSIS = [
  `do|did|could|might|may i|he have|got a|an|the? ${CONDITIONS}`,
  `have i|he got a|an? ${CONDITIONS}`,
  'am i infertile|sterile|impotent|hypogonadal',
  `is|could|might this|it|that be? a|an? ${CONDITIONS}|serious|dangerous|cancerous|malignant`,
  'what do i have',
  'what is wrong with me|my',
  'what is this lump|bump|rash|spot|swelling|thing',
  'diagnose|diagnosis',
  'what could this|it be',
  'does this|it sound like',
  'do you think i|it|this|my',
  'is my .. normal|low|high|bad|good|ok|okay|abnormal',
  'are my .. normal|low|high|bad|good|ok|okay|abnormal',
  'what grade is|are my',
  'what is my grade',
  'which condition|disease',
].map(compilePattern);

const DOSE = [
  'how many|much mg|milligrams|mcg|micrograms|ml|units|iu|pills|tablets|capsules|doses|dose',
  'how much|many .. should|can|do|to i? take|inject|use|apply',
  'how often should|can|do i take|inject|use|apply',
  'what|which dose|dosage|dosing|amount',
  'dose|dosage|dosing of|for',
  'can|should i take|use|inject more|double|extra|another|two|#',
  'increase|raise|lower|up|double|change my dose|dosage',
  'what|which cycle|stack|protocol',
  'maximum|max|safe|right|correct|starting|best|usual|recommended dose|dosage|amount',
  '# mg|milligrams|mcg|iu|units|ml a|per|every day|week|daily',
].map(compilePattern);

export function classifyRequest(text: string): RequestKinds {
  const tokens = tokenise(text);
  return {
    asksForDiagnosis: matchesAnywhere(DIAGNOSIS, tokens),
    asksForDose: matchesAnywhere(DOSE, tokens),
  };
}
