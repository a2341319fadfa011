import type { EngineRequest } from './chat-engine';

/** Topics of a question, read from its words and the titles of the passages found for it. */
const TOPICS = {
  fertility: /fertil|sperm|semen|conceiv|pregnan|motility|baby|ivf|infertil/,
  hormones: /testosterone|libido|sex drive|hormone|energy|\btrt\b/,
  erections: /erect|\bed\b|impoten/,
  scrotal: /varicocele|scrot|testic|testis|vein|groin/,
  treatment:
    /surgery|treatment|embolis|medicine|medication|drug|pill|antibiotic|procedure|operation/,
};
type Topic = keyof typeof TOPICS;

const lower = (text: string) => text.toLowerCase();

/**
 * One short paragraph that ties a local-engine answer to what the user told us (issue 11):
 * their tracked conditions when the question is about them, and the processor variables and
 * profile facts that change the advice for this topic. Empty when nothing is relevant, so a
 * user without facts gets the same answer as before.
 */
export function personalNote(request: EngineRequest): string {
  const profile = request.profile;
  const question = lower(request.question);
  // The question and the titles of what was found: a passage body mentions too much to count.
  const context = `${question} ${request.passages.map((p) => lower(p.title)).join(' ')}`;
  const about = (topic: Topic) => TOPICS[topic].test(question);
  const near = (topic: Topic) => TOPICS[topic].test(context);
  const value = (name: string) => profile.variables?.find((v) => v.name === name);
  const sentences: string[] = [];

  const diseases = (profile.diseases ?? []).filter((name) => {
    const words = lower(name)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4);
    return words.some((word) => question.includes(word) || context.includes(word));
  });
  if (diseases.length > 0) {
    sentences.push(
      `You track ${diseases.join(' and ')}; what follows is general information about it, and ` +
        'your doctor can tell you what it means in your case.',
    );
  }

  const smoking = value('smoking');
  if (
    smoking &&
    ['occasional', 'daily'].includes(rawOf(smoking)) &&
    (near('fertility') || near('erections') || near('scrotal'))
  ) {
    sentences.push(
      `You told us you smoke (${lower(smoking.valueLabel)}): smoking lowers sperm quality and harms ` +
        'the blood vessels erections depend on, so cutting down helps whatever else you do.',
    );
  }
  const alcohol = value('alcohol');
  if (
    alcohol &&
    ['moderate', 'heavy'].includes(rawOf(alcohol)) &&
    (near('fertility') || near('hormones') || near('erections'))
  ) {
    sentences.push(
      'You drink most days: regular heavy drinking can lower testosterone and sperm counts.',
    );
  }
  const conceiving = value('trying_to_conceive');
  if (conceiving && rawOf(conceiving) === 'yes' && (near('fertility') || near('scrotal'))) {
    sentences.push(
      'Because you are trying to conceive, a semen analysis and a visit to a urologist or ' +
        'fertility clinic are the usual next steps if it has not happened after a year of trying ' +
        '(six months when your partner is over 35).',
    );
  }
  const activity = value('physical_activity');
  if (
    activity &&
    rawOf(activity) === 'sedentary' &&
    (near('hormones') || near('erections') || near('fertility'))
  ) {
    sentences.push(
      'You sit most of the day: regular activity helps weight, hormones and erections.',
    );
  }
  const diet = value('diet');
  if (diet && ['vegan', 'vegetarian'].includes(rawOf(diet)) && near('fertility')) {
    sentences.push(
      `On a ${lower(diet.valueLabel)} diet, zinc and vitamin B12 deserve attention; ask a doctor or ` +
        'pharmacist before adding supplements.',
    );
  }
  const allergies = value('medication_allergies');
  if (allergies && (about('treatment') || near('treatment'))) {
    sentences.push(
      `You noted a medication allergy (${allergies.value}): mention it before any new medicine ` +
        'or procedure.',
    );
  }
  if (profile.age !== null && profile.age >= 40 && about('fertility')) {
    sentences.push(
      `At ${profile.age}, sperm quality declines slowly with age, which is worth raising with ` +
        'your doctor.',
    );
  }
  if (sentences.length === 0) return '';
  return `**For you:** ${sentences.join(' ')}`;
}

/** The stored value of a variable ("daily"; `valueLabel` is what the user picked). */
function rawOf(variable: { value: string }): string {
  return variable.value;
}
