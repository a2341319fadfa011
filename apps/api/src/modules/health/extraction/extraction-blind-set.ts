import type { ExtractionCase } from './extraction-set';

/**
 * Held-out messages for issue 24 (frequency vs duration, age, allergies, trying to conceive).
 * Written and labelled before the extraction rules were read or changed, and never tuned on:
 * a miss here is fixed only by a general rule, never by a phrase taken from this list.
 *
 * Labels: `type:term`; a measured value as `=value unit` (lab results, age); how often as
 * ` @daily|weekly|occasional|former`; how long as ` for N unit(s)`. Someone else's facts
 * (a wife's age, a brother's surgery) and denials are not the user's facts.
 *
 * Four labels were corrected after the first run, to the terms the existing sets already use
 * (not to the extractor's output): testicle pain is `symptom:scrotal_pain` (twice), a lump is
 * `symptom:swelling`, and smoking weed is `lifestyle:smoking` and `lifestyle:cannabis`. In
 * issue 24's sixth pass smoking weed became `lifestyle:cannabis` alone, as every blind set
 * written from the list of terms labels it (ADR 018).
 */
export const blindSet: ExtractionCase[] = [
  {
    text: 'I smoke every day and we have been trying to conceive for 14 months',
    facts: ['lifestyle:smoking @daily', 'personal:trying_to_conceive for 14 months'],
  },
  {
    text: "I'm 34 and allergic to penicillin.",
    facts: ['personal:age=34 years', 'allergy:penicillin'],
  },
  { text: 'I am 41 years old.', facts: ['personal:age=41 years'] },
  { text: 'Male, 29, no medications.', facts: ['personal:age=29 years'] },
  {
    text: "I'm a 38-year-old guy with low energy.",
    facts: ['personal:age=38 years', 'symptom:fatigue'],
  },
  { text: 'My wife is 32 and I am 35.', facts: ['personal:age=35 years'] },
  { text: 'My wife is 36, does her age matter?', facts: [] },
  { text: 'I turned 50 last month.', facts: ['personal:age=50 years'] },
  { text: 'What should a 45 year old man check?', facts: [] },
  {
    text: 'I am 27 yo and my sperm count was 9 million/ml',
    facts: ['personal:age=27 years', 'lab_result:sperm_concentration=9 million/mL'],
  },
  { text: 'I have been smoking for 10 years.', facts: ['lifestyle:smoking for 10 years'] },
  { text: 'I smoke a pack a day.', facts: ['lifestyle:smoking @daily'] },
  {
    text: 'I only smoke at parties, maybe once a month.',
    facts: ['lifestyle:smoking @occasional'],
  },
  { text: 'I smoke now and then.', facts: ['lifestyle:smoking @occasional'] },
  { text: 'I quit smoking two years ago.', facts: ['lifestyle:smoking @former'] },
  { text: 'I used to smoke but stopped.', facts: ['lifestyle:smoking @former'] },
  { text: 'I have never smoked.', facts: [] },
  { text: 'I vape daily.', facts: ['lifestyle:smoking @daily'] },
  {
    text: 'I smoke weed on weekends.',
    facts: ['lifestyle:cannabis @weekly'],
  },
  { text: 'I drink beer every night.', facts: ['lifestyle:alcohol @daily'] },
  { text: 'I drink a couple of times a week.', facts: ['lifestyle:alcohol @weekly'] },
  { text: 'I drink socially, not much.', facts: ['lifestyle:alcohol @occasional'] },
  { text: "I don't drink alcohol at all.", facts: [] },
  { text: 'I stopped drinking six months ago.', facts: ['lifestyle:alcohol @former'] },
  { text: 'I go to the gym three times a week.', facts: ['lifestyle:exercise @weekly'] },
  { text: 'I run every morning.', facts: ['lifestyle:exercise @daily'] },
  { text: 'I cycle to work every day, about 20 km.', facts: ['lifestyle:exercise @daily'] },
  {
    text: 'We have been trying for a baby for a year.',
    facts: ['personal:trying_to_conceive for 1 year'],
  },
  { text: 'We are trying to get pregnant.', facts: ['personal:trying_to_conceive'] },
  {
    text: 'My partner and I have been TTC for 8 months.',
    facts: ['personal:trying_to_conceive for 8 months'],
  },
  {
    text: 'We started trying for kids 2 years ago with no luck.',
    facts: ['personal:trying_to_conceive for 2 years'],
  },
  { text: 'We are not trying for children right now.', facts: [] },
  { text: 'How long should we try to conceive before seeing a doctor?', facts: [] },
  { text: 'We want to start a family next year.', facts: [] },
  {
    text: "We've been trying to conceive for 18 months and I smoke socially.",
    facts: ['personal:trying_to_conceive for 18 months', 'lifestyle:smoking @occasional'],
  },
  {
    text: 'I drink every day and have had testicle pain for 3 weeks.',
    facts: ['lifestyle:alcohol @daily', 'symptom:scrotal_pain for 3 weeks'],
  },
  { text: 'I am allergic to sulfa drugs.', facts: ['allergy:sulfa'] },
  {
    text: 'Allergies: penicillin and amoxicillin.',
    facts: ['allergy:penicillin', 'allergy:amoxicillin'],
  },
  { text: 'I have a penicillin allergy.', facts: ['allergy:penicillin'] },
  { text: 'I react badly to ibuprofen, I get hives.', facts: ['allergy:ibuprofen'] },
  { text: 'No known drug allergies.', facts: [] },
  { text: "I'm not allergic to anything.", facts: [] },
  { text: 'Is it common to be allergic to penicillin?', facts: [] },
  {
    text: 'I am allergic to peanuts and shellfish.',
    facts: ['allergy:peanuts', 'allergy:shellfish'],
  },
  { text: "I'm allergic to aspirin.", facts: ['allergy:aspirin'] },
  { text: 'I take zinc every day.', facts: ['supplement:zinc @daily'] },
  { text: 'I have taken CoQ10 for 3 months.', facts: ['supplement:coq10 for 3 months'] },
  {
    text: 'I have had a dull pain in my left testicle for 6 weeks.',
    facts: ['symptom:scrotal_pain for 6 weeks'],
  },
  {
    text: 'My erections have been weak for about a year.',
    facts: ['symptom:erection_problems for 1 year'],
  },
  { text: 'I get tired every afternoon.', facts: ['symptom:fatigue @daily'] },
  { text: 'My scrotum swells up every evening.', facts: ['symptom:swelling @daily'] },
  { text: 'I sit at a desk for 10 hours a day.', facts: ['lifestyle:sitting @daily'] },
  {
    text: 'My testosterone was 320 ng/dL last week.',
    facts: ['lab_result:testosterone=320 ng/dL'],
  },
  {
    text: 'FSH 12 IU/L and testosterone 11 nmol/L.',
    facts: ['lab_result:fsh=12 IU/L', 'lab_result:testosterone=11 nmol/L'],
  },
  { text: 'My sperm motility was 28%.', facts: ['lab_result:motility=28 %'] },
  {
    text: 'I am 31, we have been trying for 9 months, and I smoke daily.',
    facts: [
      'personal:age=31 years',
      'personal:trying_to_conceive for 9 months',
      'lifestyle:smoking @daily',
    ],
  },
  {
    text: "I'm 44, allergic to penicillin, and take a multivitamin.",
    facts: ['personal:age=44 years', 'allergy:penicillin', 'supplement:multivitamin'],
  },
  { text: 'I had IUI last month.', facts: ['procedure:iui'] },
  { text: 'My father smokes every day.', facts: [] },
  { text: 'My brother is 40 and has a varicocele.', facts: [] },
  {
    text: 'I work night shifts and smoke about 10 cigarettes a day.',
    facts: ['lifestyle:smoking @daily'],
  },
  {
    text: 'Cigarettes: 5 a day for the last 12 years.',
    facts: ['lifestyle:smoking @daily for 12 years'],
  },
  { text: 'I have smoked daily for 15 years.', facts: ['lifestyle:smoking @daily for 15 years'] },
  { text: 'I drink about 20 beers a week.', facts: ['lifestyle:alcohol @weekly'] },
  { text: 'I exercise rarely.', facts: ['lifestyle:exercise @occasional'] },
  { text: 'I do yoga twice a week.', facts: ['lifestyle:exercise @weekly'] },
  {
    text: 'I have been on anastrozole for 2 months.',
    facts: ['medication:anastrozole for 2 months'],
  },
  {
    text: 'We have been trying for three years.',
    facts: ['personal:trying_to_conceive for 3 years'],
  },
  {
    text: 'Trying to conceive for 5 months now, is that long?',
    facts: ['personal:trying_to_conceive for 5 months'],
  },
  {
    text: 'I am 52 and my PSA was 3.1 ng/ml.',
    facts: ['personal:age=52 years', 'lab_result:psa=3.1 ng/mL'],
  },
  { text: 'I take 2000 IU of vitamin D.', facts: ['supplement:vitamin_d'] },
  { text: 'My age is 47.', facts: ['personal:age=47 years'] },
  { text: 'Age: 33', facts: ['personal:age=33 years'] },
  { text: 'I am 6 foot tall and weigh 90 kg.', facts: [] },
  { text: 'I am 100% sure the lump is new.', facts: ['symptom:swelling'] },
  { text: 'I was 25 when I had a varicocele repair.', facts: ['procedure:varicocele_repair'] },
  { text: 'Penicillin gives me a rash.', facts: ['allergy:penicillin'] },
  { text: 'I drink heavily on weekends.', facts: ['lifestyle:alcohol @weekly'] },
  {
    text: 'I smoked for 20 years but quit last year.',
    facts: ['lifestyle:smoking @former for 20 years'],
  },
  {
    text: 'We have been trying to conceive since January.',
    facts: ['personal:trying_to_conceive'],
  },
  {
    text: "My girlfriend and I have been trying for a baby for 14 months and I'm 36.",
    facts: ['personal:trying_to_conceive for 14 months', 'personal:age=36 years'],
  },
  {
    text: 'I have been tired for 2 months and drink every weekend.',
    facts: ['symptom:fatigue for 2 months', 'lifestyle:alcohol @weekly'],
  },
  {
    text: 'The pain comes every day and has lasted 4 months.',
    facts: ['symptom:pain @daily for 4 months'],
  },
  { text: 'I take ashwagandha daily.', facts: ['supplement:ashwagandha @daily'] },
  {
    text: "I'm 39, non-smoker, and we have been trying for 20 months.",
    facts: ['personal:age=39 years', 'personal:trying_to_conceive for 20 months'],
  },
];
