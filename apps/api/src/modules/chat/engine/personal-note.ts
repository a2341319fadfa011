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

/** Questions about the user's own conditions, age or sex, in everyday words. */
export const MY_CONDITIONS =
  /\bmy (?:(?:health |medical |chronic )?(?:conditions?|diseases?|illness(?:es)?|diagnos[ie]s|health problems?|health issues?)|meds? history)\b/;
export const MY_AGE =
  /\b(?:my age|at my age|for my age|(?:men|guys|someone|people) my age|how old i am|i'?m getting older)\b/;
const MY_SEX = /\b(?:my (?:biological )?sex|as a (?:man|male|woman|female))\b/;

/**
 * What a tracked condition is known to do to the topics of this app, in general terms (never a
 * diagnosis): matched on the name the user gave the condition.
 */
const CONDITION_NOTES: { name: RegExp; note: string }[] = [
  {
    name: /diabet/,
    note:
      'Diabetes can affect fertility and erections: blood sugar that stays high can harm sperm ' +
      'quality and the nerves and blood vessels erections need, so good control and a check with ' +
      'your doctor or a urologist help.',
  },
  {
    name: /blood pressure|hypertens/,
    note:
      'High blood pressure, and some medicines for it, can affect erections; do not stop a ' +
      'medicine on your own, ask your doctor whether another suits you better.',
  },
  {
    name: /thyroid/,
    note: 'An under- or overactive thyroid can change libido, energy and sperm quality.',
  },
  {
    name: /obes|overweight/,
    note: 'Extra weight can lower testosterone and sperm quality; losing some often helps both.',
  },
];

function ageSentence(age: number, about: (topic: Topic) => boolean): string {
  if (about('fertility')) {
    return age >= 40
      ? `At ${age}, sperm quality declines slowly with age, which is worth raising with your doctor.`
      : `At ${age}, age is rarely what limits a man's fertility; sperm quality declines slowly from about 40.`;
  }
  if (about('hormones')) {
    return `At ${age}: testosterone tends to fall slowly, about 1% a year from around 40, so a level is read against your age.`;
  }
  if (about('erections')) {
    return age >= 40
      ? `At ${age}, erection problems become more common and can be an early sign of heart or blood-vessel disease, worth a check-up.`
      : `At ${age}, erection problems are often linked to stress, tiredness or anxiety, and are worth raising with a doctor if they persist.`;
  }
  return `You told us you are ${age}; your doctor can weigh what follows for your age.`;
}

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

  // "could my health conditions affect…" asks about every tracked condition (issue 24).
  const asksAboutConditions = MY_CONDITIONS.test(question);
  const diseases = (profile.diseases ?? []).filter((name) => {
    if (asksAboutConditions) return true;
    const words = lower(name)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4);
    return words.some((word) => question.includes(word) || context.includes(word));
  });
  if (diseases.length > 0) {
    sentences.push(
      `You track ${diseases.join(' and ')}; what follows is general information, and your ` +
        'doctor can tell you what it means in your case.',
    );
    for (const disease of diseases) {
      const known = CONDITION_NOTES.find((note) => note.name.test(lower(disease)));
      if (known) sentences.push(known.note);
    }
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
  const asksAboutAge = MY_AGE.test(question);
  if (profile.age !== null && (asksAboutAge || (profile.age >= 40 && about('fertility')))) {
    sentences.push(ageSentence(profile.age, about));
  } else if (profile.age === null && asksAboutAge) {
    sentences.push(
      'Add your age to your profile and answers like this one can take it into account.',
    );
  }
  if (profile.biologicalSex && MY_SEX.test(question)) {
    sentences.push(`You told us your biological sex is ${lower(profile.biologicalSex)}.`);
  }
  if (sentences.length === 0) return '';
  return `**For you:** ${sentences.join(' ')}`;
}

/** The stored value of a variable ("daily"; `valueLabel` is what the user picked). */
function rawOf(variable: { value: string }): string {
  return variable.value;
}
