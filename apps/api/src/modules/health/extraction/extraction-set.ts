/**
 * Labelled messages for the local extraction (issue 11). Each case lists the facts a careful
 * reader would record, as `type:term`, and for lab results `type:term=value unit`. The
 * development set was used while writing the rules; the held-out set was written before the
 * first run and is measured without tuning (`npm run extraction:report`). Since issue 24 a
 * label also says how often (` @daily`) and how long (` for 3 months`); the older labels were
 * given those parts from the words of each message, so a wrong duration now counts as a miss.
 */
export interface ExtractionCase {
  text: string;
  facts: string[];
}

export const extractionSet: ExtractionCase[] = [
  {
    text: 'I have had a dull ache on the left side for 3 months and my sperm count was 12 million/ml',
    facts: ['symptom:pain for 3 months', 'lab_result:sperm_concentration=12 million/mL'],
  },
  { text: 'No pain, but my left testicle feels heavy.', facts: ['symptom:heaviness'] },
  { text: 'What are the signs of a varicocele?', facts: [] },
  {
    text: 'My testosterone came back at 290 ng/dL and FSH 9.5 IU/L. I take CoQ10 and zinc.',
    facts: [
      'lab_result:testosterone=290 ng/dL',
      'lab_result:fsh=9.5 IU/L',
      'supplement:coq10',
      'supplement:zinc',
    ],
  },
  {
    text: "I don't smoke, but I sit all day at a desk job.",
    facts: ['lifestyle:sitting'],
  },
  {
    text: 'motility was 28% and morphology 3%',
    facts: ['lab_result:motility=28 %', 'lab_result:morphology=3 %'],
  },
  {
    text: 'I had a varicocelectomy 2 years ago. Pain in my right ball 7/10 since last week',
    facts: ['procedure:varicocele_repair', 'symptom:scrotal_pain'],
  },
  { text: 'My wife has pain in her back', facts: [] },
  { text: 'Can a varicocele cause low testosterone?', facts: [] },
  { text: 'I have no swelling and no pain at all.', facts: [] },
  { text: 'I never smoked and I do not drink beer.', facts: [] },
  {
    text: 'There is a lump on my right testicle that I found last week.',
    facts: ['symptom:swelling'],
  },
  { text: 'I smoke about 10 cigarettes a day.', facts: ['lifestyle:smoking @daily'] },
  {
    text: 'I go to the gym four times a week and eat a vegetarian diet.',
    facts: ['lifestyle:exercise @weekly', 'lifestyle:diet'],
  },
  {
    text: 'My doctor put me on clomid 3 months ago.',
    facts: ['medication:clomiphene for 3 months'],
  },
  {
    text: 'I take ibuprofen when the ache gets bad.',
    facts: ['medication:ibuprofen @occasional', 'symptom:pain'],
  },
  {
    text: 'Semen analysis showed a count of 8 million per ml with 22% motility.',
    facts: [
      'procedure:semen_analysis',
      'lab_result:sperm_concentration=8 million/mL',
      'lab_result:motility=22 %',
    ],
  },
  { text: 'If I get pain after surgery, what should I do?', facts: [] },
  {
    text: 'I have trouble getting an erection and my sex drive is low lately.',
    facts: ['symptom:erection_problems', 'symptom:low_libido'],
  },
  {
    text: 'I have low libido and feel tired all the time.',
    facts: ['symptom:low_libido', 'symptom:fatigue'],
  },
  {
    text: 'My total testosterone is 11.2 nmol/L.',
    facts: ['lab_result:testosterone=11.2 nmol/L'],
  },
  {
    text: 'I had an ultrasound and they found a grade 2 varicocele.',
    facts: ['procedure:scrotal_ultrasound'],
  },
  // A procedure still to come is a plan (sixth pass, as every blind set labels one).
  { text: 'We are doing IVF next month.', facts: [] },
  {
    text: 'Sometimes I use a hot tub and I keep my laptop on my lap.',
    facts: ['lifestyle:heat @occasional'],
  },
  { text: 'How long does recovery from embolization take?', facts: [] },
  {
    text: 'I had embolisation in March and the swelling is smaller now.',
    facts: ['procedure:embolisation', 'symptom:swelling'],
  },
  {
    text: 'Severe pain in my groin since this morning.',
    facts: ['symptom:scrotal_pain'],
  },
  { text: 'my balls ache after standing for a long time', facts: ['symptom:scrotal_pain'] },
  {
    text: 'I am taking vitamin D and fish oil every day.',
    facts: ['supplement:vitamin_d @daily', 'supplement:omega_3 @daily'],
  },
  {
    text: 'Not sure if this matters but I drink heavily on weekends.',
    facts: ['lifestyle:alcohol @weekly'],
  },
  { text: 'My dad takes finasteride.', facts: [] },
  { text: 'I stopped TRT last year.', facts: ['medication:testosterone_therapy @former'] },
  {
    text: 'Volume was 1.5 ml and DNA fragmentation 32%.',
    facts: ['lab_result:semen_volume=1.5 mL', 'lab_result:dna_fragmentation=32 %'],
  },
  { text: 'I get burning when I pee.', facts: ['symptom:painful_urination'] },
  { text: 'I saw some blood in my semen yesterday.', facts: ['symptom:blood_in_semen'] },
  { text: 'Is 15 million/ml a normal sperm count?', facts: [] },
  { text: 'I feel depressed since the diagnosis.', facts: ['symptom:low_mood'] },
  { text: 'I had a vasectomy reversal in 2021.', facts: ['procedure:vasectomy_reversal'] },
  { text: 'I work night shifts and sleep badly.', facts: ['lifestyle:sleep'] },
  {
    text: 'My estradiol was 45 pg/ml and LH 3 IU/L.',
    facts: ['lab_result:estradiol=45 pg/mL', 'lab_result:lh=3 IU/L'],
  },
  {
    text: 'I am overweight and quite stressed at work.',
    facts: ['lifestyle:weight', 'lifestyle:stress'],
  },
  { text: 'The discomfort in my scrotum is mild, maybe 2/10.', facts: ['symptom:scrotal_pain'] },
  { text: "I've been using viagra for a year.", facts: ['medication:sildenafil for 1 year'] },
  { text: 'Does zinc help sperm?', facts: [] },
  { text: 'Without any pain, I noticed the veins look enlarged.', facts: ['symptom:swelling'] },
  {
    text: 'I take a fertility supplement with selenium.',
    facts: ['supplement:fertility_supplement', 'supplement:selenium'],
  },
  {
    text: 'My partner and I have been trying for a year.',
    facts: ['personal:trying_to_conceive for 1 year'],
  },
  {
    text: 'I smoke weed most evenings.',
    facts: ['lifestyle:cannabis @daily'],
  },
  {
    text: 'The urologist ordered blood work and a semen test.',
    facts: ['procedure:blood_test', 'procedure:semen_analysis'],
  },
  {
    text: 'I had a sharp pain in my testicle for two weeks.',
    facts: ['symptom:scrotal_pain for 2 weeks'],
  },
  // Issue 24, second batch: everyday wordings written for development (slang, ages, stopped
  // habits, allergies, other people and plans), never taken from the held-out sets.
  // "since …" and vague amounts ("a few weeks") give no duration: a duration is a count.
  { text: 'I have a few beers most nights after work.', facts: ['lifestyle:alcohol @daily'] },
  { text: 'Usually 4 or 5 pints on a Saturday night.', facts: ['lifestyle:alcohol @weekly'] },
  {
    text: 'Been on testosterone gel for about a year now.',
    facts: ['medication:testosterone_therapy for 1 year'],
  },
  { text: 'Started TRT 6 months ago.', facts: ['medication:testosterone_therapy for 6 months'] },
  {
    text: "We've been trying for a baby since the summer.",
    facts: ['personal:trying_to_conceive'],
  },
  {
    text: "We've been trying for our second for 18 months.",
    facts: ['personal:trying_to_conceive for 18 months'],
  },
  {
    text: '32M, low sex drive and knackered all the time.',
    facts: ['personal:age=32 years', 'symptom:low_libido', 'symptom:fatigue'],
  },
  {
    text: 'm/41 here, wife and I ttc for 2 yrs',
    facts: ['personal:age=41 years', 'personal:trying_to_conceive for 2 years'],
  },
  {
    text: 'Me (36M) and my partner have been trying for a year and a half.',
    facts: ['personal:age=36 years', 'personal:trying_to_conceive for 18 months'],
  },
  { text: 'Turning 45 next month.', facts: ['personal:age=45 years'] },
  { text: 'I am forty two.', facts: ['personal:age=42 years'] },
  {
    text: 'About me: 44, male, on TRT.',
    facts: ['personal:age=44 years', 'medication:testosterone_therapy'],
  },
  {
    text: 'Hi, 29 year old male here, smoker for 10 years.',
    facts: ['personal:age=29 years', 'lifestyle:smoking for 10 years'],
  },
  { text: "Wife is 33, I'm 35.", facts: ['personal:age=35 years'] },
  {
    text: 'Age 52, on statins and metformin.',
    facts: ['personal:age=52 years', 'medication:statin', 'medication:metformin'],
  },
  { text: 'I gave up the cigarettes 5 years ago.', facts: ['lifestyle:smoking @former'] },
  { text: 'I packed in smoking when my son was born.', facts: ['lifestyle:smoking @former'] },
  { text: 'Ex-smoker, quit in 2015.', facts: ['lifestyle:smoking @former'] },
  { text: "I haven't had a drink in over a year.", facts: ['lifestyle:alcohol @former'] },
  { text: "I don't smoke anymore.", facts: ['lifestyle:smoking @former'] },
  {
    text: 'I smoked for ten years and gave up last summer.',
    facts: ['lifestyle:smoking @former for 10 years'],
  },
  {
    text: 'Smoked 20 a day for 20 years, quit 3 years ago.',
    facts: ['lifestyle:smoking @former for 20 years'],
  },
  {
    text: 'I quit drinking last year but still vape.',
    facts: ['lifestyle:alcohol @former', 'lifestyle:smoking'],
  },
  {
    text: 'I was on TRT for 3 years but came off it.',
    facts: ['medication:testosterone_therapy @former for 3 years'],
  },
  { text: 'Been off the booze for 6 months.', facts: ['lifestyle:alcohol @former'] },
  { text: "I've been off clomid for two weeks.", facts: ['medication:clomiphene @former'] },
  {
    text: 'Last year I was on clomid for 3 months.',
    facts: ['medication:clomiphene @former for 3 months'],
  },
  { text: 'I was a heavy drinker in my twenties.', facts: ['lifestyle:alcohol @former'] },
  {
    text: "I've been clean from steroids for 2 years.",
    facts: ['medication:anabolic_steroids @former'],
  },
  { text: 'I want to quit smoking.', facts: ['lifestyle:smoking'] },
  { text: 'Non smoker, drink occasionally.', facts: ['lifestyle:alcohol @occasional'] },
  { text: "I'm a social smoker.", facts: ['lifestyle:smoking @occasional'] },
  { text: 'I rarely drink these days.', facts: ['lifestyle:alcohol @occasional'] },
  {
    text: "I've been smoking on and off for 10 years.",
    facts: ['lifestyle:smoking @occasional for 10 years'],
  },
  {
    text: 'I smoke about 20 a day and have done for 15 years.',
    facts: ['lifestyle:smoking @daily for 15 years'],
  },
  { text: 'Been smoking a pack a day since my teens.', facts: ['lifestyle:smoking @daily'] },
  {
    text: 'A couple of glasses of wine with dinner most evenings.',
    facts: ['lifestyle:alcohol @daily'],
  },
  { text: '4 cans a night, every night.', facts: ['lifestyle:alcohol @daily'] },
  { text: 'I drink about 30 units a week.', facts: ['lifestyle:alcohol @weekly'] },
  { text: 'Smoking: never. Alcohol: 10 units a week.', facts: ['lifestyle:alcohol @weekly'] },
  {
    text: 'I smoke about 5 joints a week.',
    facts: ['lifestyle:cannabis @weekly'],
  },
  { text: 'I take edibles most weekends.', facts: ['lifestyle:cannabis @weekly'] },
  { text: 'I play football every Sunday.', facts: ['lifestyle:exercise @weekly'] },
  { text: 'I play five-a-side on Tuesdays.', facts: ['lifestyle:exercise @weekly'] },
  {
    text: 'I lift weights three times a week and take creatine.',
    facts: ['lifestyle:exercise @weekly', 'supplement:creatine'],
  },
  { text: 'I go running most mornings.', facts: ['lifestyle:exercise @daily'] },
  { text: 'I do a 5k park run every Saturday.', facts: ['lifestyle:exercise @weekly'] },
  { text: 'I walk the dog every day.', facts: ['lifestyle:exercise @daily'] },
  { text: 'Exercise: gym 3x/week.', facts: ['lifestyle:exercise @weekly'] },
  {
    text: "I don't drink, don't smoke, go to the gym every day.",
    facts: ['lifestyle:exercise @daily'],
  },
  { text: 'I drive a taxi for a living.', facts: ['lifestyle:sitting'] },
  { text: 'On finasteride for 2 years now.', facts: ['medication:finasteride for 2 years'] },
  { text: 'On T injections weekly.', facts: ['medication:testosterone_therapy @weekly'] },
  { text: "I'm on 200mg test cyp a week.", facts: ['medication:testosterone_therapy @weekly'] },
  { text: 'I inject testosterone every 10 days.', facts: ['medication:testosterone_therapy'] },
  {
    text: 'I take vitamin d, zinc and magnesium every morning.',
    facts: ['supplement:vitamin_d @daily', 'supplement:zinc @daily', 'supplement:magnesium @daily'],
  },
  { text: "I can't take penicillin, I come out in hives.", facts: ['allergy:penicillin'] },
  { text: 'Allergic to codeine and latex.', facts: ['allergy:codeine', 'allergy:latex'] },
  { text: 'I had a bad reaction to amoxicillin as a kid.', facts: ['allergy:amoxicillin'] },
  { text: 'Reacts badly to morphine.', facts: ['allergy:morphine'] },
  {
    text: "I'm allergic to penicillin, my wife is allergic to latex.",
    facts: ['allergy:penicillin'],
  },
  { text: "We're TTC baby number two.", facts: ['personal:trying_to_conceive'] },
  {
    text: 'We have been trying to get pregnant for the last year and a half.',
    facts: ['personal:trying_to_conceive for 18 months'],
  },
  {
    text: 'My balls have been aching for the past fortnight.',
    facts: ['symptom:scrotal_pain for 2 weeks'],
  },
  {
    text: "I've had a sore left nut for a couple of weeks.",
    facts: ['symptom:scrotal_pain for 2 weeks'],
  },
  {
    text: "For the last couple of months I've been really tired.",
    facts: ['symptom:fatigue for 2 months'],
  },
  {
    text: 'My left testicle has ached on and off for years.',
    facts: ['symptom:scrotal_pain @occasional'],
  },
  { text: 'I get tired most afternoons.', facts: ['symptom:fatigue @daily'] },
  { text: "Erections aren't as hard as they used to be.", facts: ['symptom:erection_problems'] },
  { text: 'My mate is on steroids.', facts: [] },
  { text: 'My brother and his wife have been trying for a baby for 3 years.', facts: [] },
  { text: 'My girlfriend smokes and drinks every day.', facts: [] },
  { text: 'He drinks a lot.', facts: [] },
  { text: 'His doctor put him on clomid.', facts: [] },
  { text: 'My friend told me he smokes weed every day.', facts: [] },
  { text: "I'm thinking about starting clomid.", facts: [] },
  { text: 'Doctor wants me to start clomid.', facts: [] },
  { text: "I'm scared I might need IVF.", facts: [] },
  { text: "I'm not a big drinker.", facts: [] },
  { text: "I can't take time off work for the appointment.", facts: [] },
  { text: 'We stopped trying last year.', facts: [] },
  {
    text: '28 y/o, healthy, occasional smoker.',
    facts: ['personal:age=28 years', 'lifestyle:smoking @occasional'],
  },
  { text: 'Age - 47', facts: ['personal:age=47 years'] },
  { text: "I've just turned thirty.", facts: ['personal:age=30 years'] },
  { text: 'I am a 39 year old male.', facts: ['personal:age=39 years'] },
  { text: "My partner is 28 and I'm 31 next week.", facts: ['personal:age=31 years'] },
  { text: 'Mid 30s, fit and healthy.', facts: [] },
  { text: 'I have a bottle of wine most nights.', facts: ['lifestyle:alcohol @daily'] },
  { text: "I'm a bit of a drinker at weekends.", facts: ['lifestyle:alcohol @weekly'] },
  { text: 'I have a glass of red now and again.', facts: ['lifestyle:alcohol @occasional'] },
  { text: 'I smoke 10 rollies a day.', facts: ['lifestyle:smoking @daily'] },
  { text: 'I vape on and off.', facts: ['lifestyle:smoking @occasional'] },
  {
    text: 'I smoke a spliff every night to sleep.',
    facts: ['lifestyle:cannabis @daily'],
  },
  {
    text: 'I used to smoke weed every day at uni.',
    facts: ['lifestyle:cannabis @former'],
  },
  { text: 'I drank heavily in my 20s.', facts: ['lifestyle:alcohol @former'] },
  {
    text: "Used to be a heavy drinker but I've been sober for 5 years.",
    facts: ['lifestyle:alcohol @former'],
  },
  { text: "I've been on TRT since 2020.", facts: ['medication:testosterone_therapy'] },
  { text: 'I stopped taking finasteride 6 months ago.', facts: ['medication:finasteride @former'] },
  { text: 'I went off TRT last year.', facts: ['medication:testosterone_therapy @former'] },
  {
    text: "I've been using a testosterone cream for 4 months.",
    facts: ['medication:testosterone_therapy for 4 months'],
  },
  { text: "I'm a keen cyclist, about 200km a week.", facts: ['lifestyle:exercise @weekly'] },
  { text: 'I used to play rugby.', facts: ['lifestyle:exercise @former'] },
  { text: 'I barely exercise.', facts: ['lifestyle:exercise @occasional'] },
  { text: "I'm a software developer, sat at a desk all day.", facts: ['lifestyle:sitting'] },
  { text: 'Allergic to penicillin (rash).', facts: ['allergy:penicillin'] },
  { text: 'I had anaphylaxis to peanuts.', facts: ['allergy:peanuts'] },
  { text: 'Sulfa drugs give me hives.', facts: ['allergy:sulfa'] },
  { text: 'My son has a nut allergy.', facts: [] },
  {
    text: 'Trying to get my wife pregnant for 7 months.',
    facts: ['personal:trying_to_conceive for 7 months'],
  },
  { text: "We're going to start trying next month.", facts: [] },
  { text: 'We are considering IVF.', facts: [] },
  { text: "My wife's friend had IVF.", facts: [] },
  { text: 'Dad smokes 40 a day.', facts: [] },
  { text: 'The missus drinks every night.', facts: [] },
  { text: 'I drink 3 pints of water a day.', facts: [] },
  { text: 'I grew up around smokers.', facts: [] },
  { text: 'I used to think smoking was fine.', facts: [] },
  { text: "I'm 12 weeks into clomid.", facts: ['medication:clomiphene for 12 weeks'] },
  { text: "I'm 30 minutes from the nearest clinic.", facts: [] },
  { text: 'My wife, 32, has PCOS.', facts: [] },
  { text: 'My wife is turning 40 next month.', facts: [] },
  { text: "I'm worried I might be allergic to clomid.", facts: [] },
  { text: "We've been thinking about trying for a baby.", facts: [] },
  { text: 'A friend has been TTC for years.', facts: [] },
  {
    text: 'Smoke: 5/day. Drink: rarely. Exercise: never.',
    facts: ['lifestyle:smoking @daily', 'lifestyle:alcohol @occasional'],
  },
  { text: 'I have had pain since 2 weeks.', facts: ['symptom:pain for 2 weeks'] },
  {
    text: "I'm allergic to both penicillin and erythromycin.",
    facts: ['allergy:penicillin', 'allergy:erythromycin'],
  },
  {
    text: 'I took steroids in my early twenties but nothing since.',
    facts: ['medication:anabolic_steroids @former'],
  },
  { text: 'I stopped going to the gym a year ago.', facts: ['lifestyle:exercise @former'] },
  {
    text: "I'm turning 35 this year and we just started trying.",
    facts: ['personal:age=35 years', 'personal:trying_to_conceive'],
  },
  {
    text: "I've been on 250mg sustanon every week for about 6 months.",
    facts: ['medication:testosterone_therapy @weekly for 6 months'],
  },
  {
    text: 'Weed most days, a few beers at the weekend.',
    facts: ['lifestyle:cannabis @daily', 'lifestyle:alcohol @weekly'],
  },
  {
    text: 'I was on the vape for a couple of years but gave up.',
    facts: ['lifestyle:smoking @former for 2 years'],
  },
  {
    text: '33, male, been vaping for 4 years, wife and I trying for 10 months.',
    facts: [
      'personal:age=33 years',
      'lifestyle:smoking for 4 years',
      'personal:trying_to_conceive for 10 months',
    ],
  },
  {
    text: '39yo male, ex smoker, drink 2-3 times a week.',
    facts: ['personal:age=39 years', 'lifestyle:smoking @former', 'lifestyle:alcohol @weekly'],
  },
  { text: 'Hey, M35 here.', facts: ['personal:age=35 years'] },
  { text: 'Me: 29, her: 27.', facts: ['personal:age=29 years'] },
  { text: "I'm in my late 30s.", facts: [] },
  { text: 'Drinking wise, maybe 4-5 nights a week.', facts: ['lifestyle:alcohol @weekly'] },
  { text: 'I hit the gym every morning before work.', facts: ['lifestyle:exercise @daily'] },
  { text: "I'm a recovering alcoholic, sober 3 years.", facts: ['lifestyle:alcohol @former'] },
  { text: "I've cut out alcohol completely.", facts: ['lifestyle:alcohol @former'] },
  { text: "I haven't smoked in ages.", facts: ['lifestyle:smoking @former'] },
  { text: "I'm on the patches to quit smoking.", facts: ['lifestyle:smoking'] },
  { text: 'I take omeprazole every day.', facts: ['medication:omeprazole @daily'] },
  { text: 'Amoxicillin brings me out in a rash.', facts: ['allergy:amoxicillin'] },
  { text: "I'm severely allergic to bee stings.", facts: ['allergy:bee_stings'] },
  { text: 'My best mate vapes constantly.', facts: [] },
  { text: 'Thinking of going on TRT.', facts: [] },
  { text: 'I may have to go on clomid.', facts: [] },
  { text: 'We will probably need IVF.', facts: [] },
  { text: 'I was told to take CoQ10.', facts: [] },
  {
    text: "I'm 29 and my partner is 30; trying 14 months.",
    facts: ['personal:age=29 years', 'personal:trying_to_conceive for 14 months'],
  },
  {
    text: "I've been taking tongkat ali and fenugreek.",
    facts: ['supplement:tongkat_ali', 'supplement:fenugreek'],
  },
  { text: 'Reaction to penicillin when I was a kid - swelling.', facts: ['allergy:penicillin'] },
  {
    text: "I'm allergic to penicillin and have a swollen testicle.",
    facts: ['allergy:penicillin', 'symptom:swelling'],
  },
  { text: 'I break out in hives if I take aspirin.', facts: ['allergy:aspirin'] },
  {
    text: 'I gave up the drink 2 years ago but still smoke the odd joint.',
    facts: ['lifestyle:alcohol @former', 'lifestyle:cannabis @occasional'],
  },
  {
    text: 'Been on and off TRT for 5 years.',
    facts: ['medication:testosterone_therapy @occasional for 5 years'],
  },
  { text: "I'm asking for my brother, he's 40 and has been on steroids.", facts: [] },
  { text: "My husband drinks every night and I'm worried.", facts: [] },
  { text: 'Is it bad that I drink 4 energy drinks a day?', facts: [] },
  {
    text: 'ttc 1 yr, 34m',
    facts: ['personal:trying_to_conceive for 1 year', 'personal:age=34 years'],
  },
  { text: 'my brother, 40m, smokes.', facts: [] },
  {
    text: '34 yrs old, 14 months ttc',
    facts: ['personal:age=34 years', 'personal:trying_to_conceive for 14 months'],
  },
  {
    text: 'im 27 m, on the gear for 2 years, stopped 6 weeks ago',
    facts: ['personal:age=27 years', 'medication:anabolic_steroids @former for 2 years'],
  },
  { text: 'off the fags 3 weeks now', facts: ['lifestyle:smoking @former'] },
  { text: 'smoked 10 years, quit last xmas', facts: ['lifestyle:smoking @former for 10 years'] },
  { text: 'cant take penicillin', facts: ['allergy:penicillin'] },
  { text: 'been allergic to nuts since a kid', facts: ['allergy:nuts'] },
  { text: 'is it ok to drink on clomid', facts: [] },
  { text: 'does weed affect sperm count', facts: [] },
  { text: 'my mrs smokes like a chimney', facts: [] },
  { text: "my friend's 34 and been on trt for years", facts: [] },
  { text: 'me and the lads go for pints every friday', facts: ['lifestyle:alcohol @weekly'] },
];

/** Written before the first run of the rules; never tuned on. */
export const heldOutSet: ExtractionCase[] = [
  {
    text: 'For the past 6 weeks my left nut has been throbbing after the gym.',
    facts: ['symptom:scrotal_pain for 6 weeks', 'lifestyle:exercise'],
  },
  {
    text: 'sperm concentration 4.5 M/ml, motility 35 percent',
    facts: ['lab_result:sperm_concentration=4.5 million/mL', 'lab_result:motility=35 %'],
  },
  { text: "I don't have any lumps that I can feel.", facts: [] },
  { text: 'What does a testosterone level of 300 mean?', facts: [] },
  {
    text: 'I was prescribed anastrozole and hCG injections.',
    facts: ['medication:anastrozole', 'medication:hcg'],
  },
  { text: 'My brother had a varicocele repair.', facts: [] },
  { text: 'I quit vaping a month ago.', facts: ['lifestyle:smoking @former'] },
  { text: 'There is a bulge above my testicle when I stand.', facts: ['symptom:swelling'] },
  {
    text: 'I feel exhausted and my erections are weak.',
    facts: ['symptom:fatigue', 'symptom:erection_problems'],
  },
  {
    text: 'Last test: testosterone 410 ng/dl, PSA 0.8 ng/ml.',
    facts: ['lab_result:testosterone=410 ng/dL', 'lab_result:psa=0.8 ng/mL'],
  },
  {
    text: 'I take ashwagandha and a multivitamin.',
    facts: ['supplement:ashwagandha', 'supplement:multivitamin'],
  },
  {
    text: 'no fever, no nausea, just a heavy feeling in the scrotum',
    facts: ['symptom:heaviness'],
  },
  { text: 'Should I stop using the sauna?', facts: [] },
  {
    text: 'The ache is constant and has lasted about 4 months.',
    facts: ['symptom:pain for 4 months'],
  },
  { text: 'I had IUI twice and it did not work.', facts: ['procedure:iui'] },
  { text: 'I drive all day for work as a truck driver.', facts: ['lifestyle:sitting'] },
  { text: 'Morphology came back at 2% normal forms.', facts: ['lab_result:morphology=2 %'] },
  { text: 'I never had surgery.', facts: [] },
  { text: 'My scrotum hurts when I run.', facts: ['symptom:scrotal_pain', 'lifestyle:exercise'] },
  { text: 'I finish too quickly in bed.', facts: ['symptom:premature_ejaculation'] },
  {
    text: 'I take folic acid and vitamin C.',
    facts: ['supplement:folic_acid', 'supplement:vitamin_c'],
  },
  { text: 'My FSH is 14.', facts: ['lab_result:fsh=14 IU/L'] },
  { text: 'Antibiotics did not help the pain.', facts: ['medication:antibiotics', 'symptom:pain'] },
  { text: 'Could cycling make a varicocele worse?', facts: [] },
  { text: 'I am on a keto diet and eat a lot of fast food.', facts: ['lifestyle:diet'] },
];
