import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const lifestyleArticles: HealthArticleSeed[] = [
  {
    slug: 'smoking-and-male-fertility',
    title: 'Smoking and male fertility',
    topic: 'lifestyle',
    summary:
      'Smoking is linked to lower sperm count, poorer motility and more DNA damage in sperm, and to erection problems. Stopping helps both, with sperm benefits showing after about three months.',
    paragraphs: [
      'Tobacco smoke contains thousands of chemicals, many of which reach the testicles through the blood. Men who smoke tend to have **lower sperm counts**, **weaker motility**, more abnormally shaped sperm and more **DNA damage** in their sperm than non-smokers.',
      'Smoking also damages blood vessels, which is one of the main reasons smokers are more likely to develop **erection problems**. And smoking around a partner who is trying to conceive or is pregnant exposes her to second-hand smoke.',
      'The encouraging part is that the body recovers. Because sperm take around three months to develop, improvements in semen quality can start to show from about **three months after stopping**. Blood vessel function also begins to improve within weeks.',
      'Vaping is less harmful than smoking overall, but it is not risk-free, and early research suggests nicotine and some flavourings may affect sperm too. The aim is to become free of nicotine altogether if you can.',
      'Free stop-smoking services, nicotine replacement and prescription medicines greatly increase the chance of quitting for good. Ask your GP or pharmacist, and consider quitting together if your partner smokes too.',
    ],
    sources: [SOURCES.nhsQuitSmoking, SOURCES.whoTobacco, SOURCES.mayoMaleInfertility],
    related: [
      'alcohol-and-sperm',
      'erection-problems-and-heart-health',
      'sperm-take-about-three-months',
    ],
    suggestedQuestions: [
      'Does smoking affect sperm?',
      'How long after quitting smoking does sperm improve?',
    ],
  },
  {
    slug: 'alcohol-and-sperm',
    title: 'Alcohol and sperm',
    topic: 'lifestyle',
    summary:
      'Regular heavy drinking lowers testosterone and sperm quality and causes erection problems. Keeping within low-risk limits, or cutting out alcohol while trying to conceive, is a sensible step.',
    paragraphs: [
      'An occasional drink is unlikely to affect fertility, but **regular heavy drinking** has clear effects. It can lower **testosterone**, reduce **sperm count and quality**, shrink the testicles over time, and make **erections** harder to get and keep.',
      'In the UK, the low-risk guideline is no more than **14 units a week**, spread over several days with some alcohol-free days; other countries have similar or lower limits. Binge drinking, a lot in one session, is particularly harmful.',
      'When a couple is trying to conceive, many doctors suggest the man **cuts down** well within these limits or stops for a while, since any effect on sperm takes around three months to reverse. The female partner is usually advised not to drink at all when trying or pregnant.',
      'Alcohol also adds calories, disturbs sleep and can interact with medicines, each of which can affect hormones and sexual health in its own way.',
      'If you find it hard to cut down, or drink to cope with stress, your GP can help in confidence, and local services offer support.',
    ],
    sources: [SOURCES.whoAlcohol, SOURCES.mayoMaleInfertility],
    related: [
      'smoking-and-male-fertility',
      'weight-and-male-fertility',
      'sleep-stress-and-hormones',
    ],
    suggestedQuestions: [
      'How much alcohol affects sperm?',
      'Should I stop drinking while trying for a baby?',
    ],
  },
  {
    slug: 'weight-and-male-fertility',
    title: 'Weight and male fertility',
    topic: 'lifestyle',
    summary:
      'Obesity is linked to lower testosterone, lower sperm quality and erection problems. Losing even a modest amount of weight can help hormones and sexual health.',
    paragraphs: [
      'Body fat is hormonally active. In men carrying a lot of extra weight, especially around the belly, fat tissue converts some testosterone into oestrogen, which lowers **testosterone** and can reduce **sperm production**. Extra fat around the groin can also keep the testicles warmer.',
      'Obesity is linked to **type 2 diabetes**, **sleep apnoea** and **high blood pressure**, all of which affect erections and hormones in their own right.',
      'The good news is that **losing weight** through a balanced diet and more activity often raises testosterone and can improve erections, even with a loss of five to ten percent of body weight. Improvements in sperm, as always, take a few months to show.',
      'Very rapid weight loss or extreme diets are not the goal; steady, sustainable changes work better. If you are considering weight-loss medicines or surgery and are trying to conceive, discuss timing with your doctor.',
      'Your GP can check your weight, blood pressure, blood sugar and, if needed, hormones, and point you to local weight management support.',
    ],
    sources: [SOURCES.nhsHealthyWeight, SOURCES.whoObesity],
    related: ['signs-of-low-testosterone', 'exercise-and-sperm', 'causes-of-erection-problems'],
    suggestedQuestions: [
      'Does losing weight raise testosterone?',
      'Can being overweight lower sperm count?',
    ],
  },
  {
    slug: 'cycling-and-mens-health',
    title: "Cycling and men's health",
    topic: 'lifestyle',
    summary:
      'Cycling is excellent for the heart. Long rides on a poorly fitted saddle can cause numbness and temporary erection problems, which a better saddle and position usually solve.',
    paragraphs: [
      'Cycling is one of the best forms of exercise for heart health, weight and mood, all of which support erections and hormones. For most men, its benefits far outweigh any risks.',
      'The concern is **saddle pressure**. Sitting on a narrow saddle for long periods presses on the perineum, the area between the scrotum and the anus, where nerves and blood vessels to the penis run. This can cause **numbness or tingling** and, in some long-distance riders, temporary erection problems.',
      'Simple changes help: a saddle that supports your sit bones (some have a cut-out or groove), the right saddle height and tilt, padded shorts, standing up on the pedals regularly, and taking breaks on long rides. A professional bike fit is worthwhile for frequent riders.',
      'Evidence on cycling and sperm is mixed. Heat, tight clothing and pressure may have small effects in very high-mileage riders; most recreational cyclists need not worry.',
      'If numbness lasts after riding, or you notice ongoing erection problems, see your GP. Do not ignore persistent symptoms just because you are fit.',
    ],
    sources: [SOURCES.nhsExercise, SOURCES.nhsErection],
    related: ['exercise-and-sperm', 'causes-of-erection-problems', 'why-the-testicles-stay-cool'],
    suggestedQuestions: [
      'Does cycling cause erectile dysfunction?',
      'Is it safe to cycle with a varicocele?',
    ],
  },
  {
    slug: 'exercise-and-sperm',
    title: 'Exercise, sport and sperm',
    topic: 'lifestyle',
    summary:
      'Regular moderate exercise supports testosterone, erections and sperm quality. Extreme training without enough rest and food, and anabolic steroids, can have the opposite effect.',
    paragraphs: [
      "Regular physical activity helps nearly every part of men's health: it improves blood vessel function, helps control weight and blood sugar, lifts mood and supports healthy testosterone levels. Men who are moderately active tend to have better sperm quality than inactive men.",
      'Health guidelines suggest at least **150 minutes of moderate activity** a week, such as brisk walking or cycling, plus muscle-strengthening activities on two days. Breaking up long periods of sitting helps too.',
      'More is not always better. Very intense endurance training without enough rest and food can lower testosterone for a while. And the biggest risk for men who train hard is **anabolic steroids** and some "muscle-building" supplements, which can shut down sperm production.',
      "If you have a varicocele, most exercise is fine; supportive underwear can reduce any aching. After varicocele treatment, follow your team's advice on when to restart strenuous exercise, usually after about two weeks.",
      'If you are trying to conceive, aim for steady, enjoyable activity rather than extremes, and talk to your doctor before taking any supplement marketed for muscle or testosterone.',
    ],
    sources: [SOURCES.whoPhysicalActivity, SOURCES.nhsExercise],
    related: [
      'anabolic-steroids-and-fertility',
      'weight-and-male-fertility',
      'cycling-and-mens-health',
    ],
    suggestedQuestions: [
      'Does exercise improve sperm quality?',
      'When can I lift weights after varicocele surgery?',
    ],
  },
  {
    slug: 'sleep-stress-and-hormones',
    title: 'Sleep, stress and male hormones',
    topic: 'lifestyle',
    summary:
      "Much of the day's testosterone is released during sleep. Short sleep, sleep apnoea and long-term stress can lower testosterone and sex drive.",
    paragraphs: [
      'Testosterone is released in pulses, with a large share during **sleep**. Regularly sleeping fewer than six hours, or having broken sleep, can lower daytime testosterone levels and leave you feeling tired and less interested in sex.',
      '**Obstructive sleep apnoea**, where the airway repeatedly closes during sleep, is a common and under-recognised cause of low testosterone, tiredness and erection problems. Loud snoring, pauses in breathing noticed by a partner and daytime sleepiness are clues. Treatment often helps hormones and energy.',
      'Long-term **stress** raises cortisol and can affect sex drive, erections and possibly sperm quality. The stress of trying to conceive can itself become part of the problem, which is worth acknowledging openly as a couple.',
      'Helpful habits include a regular sleep schedule, a dark and cool bedroom, limiting caffeine and alcohol in the evening, regular exercise and time to wind down. Talking therapies can help with stress and anxiety.',
      'See your GP if you snore loudly with daytime sleepiness, or if low mood or stress is affecting your daily life. If you ever have thoughts of harming yourself, contact a crisis line or emergency services straight away.',
    ],
    sources: [SOURCES.nhsMentalHealth, SOURCES.nhsMaleMenopause],
    related: [
      'signs-of-low-testosterone',
      'fertility-stress-and-mental-health',
      'causes-of-erection-problems',
    ],
    suggestedQuestions: ['Does lack of sleep lower testosterone?', 'Can stress affect fertility?'],
  },
];
