import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const semenAnalysisArticles: HealthArticleSeed[] = [
  {
    slug: 'what-is-a-semen-analysis',
    title: 'What is a semen analysis?',
    topic: 'semen_analysis',
    summary:
      'A semen analysis measures the volume of semen and the number, movement and shape of sperm. It is the main test of male fertility and is simple and painless.',
    paragraphs: [
      'A semen analysis, sometimes called a sperm test, is a laboratory examination of a semen sample. It is usually the first test of male fertility and is also used to confirm that a vasectomy has worked.',
      'The laboratory measures the **volume** of semen, the **concentration** of sperm (how many per millilitre) and the **total number**, the proportion of sperm that are **moving** and how well they move forward, the proportion with a **normal shape**, and often the share that are alive. They also note things like how quickly the sample becomes liquid, its pH and whether white blood cells are present.',
      'The sample is produced by masturbation into a sterile pot, either at the clinic in a private room or at home if it can reach the lab quickly and kept at body temperature. Results usually take a few days.',
      'One sample is a snapshot. Sperm numbers vary a lot from week to week, so an abnormal result is normally repeated before any conclusion is drawn.',
      'Your doctor will interpret the results alongside your history, an examination and, if needed, hormone tests. Ask for a copy of the report so you can follow changes over time.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.nhsInfertility],
    related: [
      'preparing-for-a-semen-analysis',
      'semen-analysis-reference-values',
      'why-a-semen-test-is-repeated',
    ],
    suggestedQuestions: [
      'What does a semen analysis measure?',
      'How long do semen analysis results take?',
    ],
  },
  {
    slug: 'preparing-for-a-semen-analysis',
    title: 'How to prepare for a semen analysis',
    topic: 'semen_analysis',
    summary:
      'Abstain from ejaculation for 2 to 7 days, collect the whole sample by masturbation into the sterile pot without lubricant, and get it to the lab within about an hour, kept warm.',
    paragraphs: [
      'A little preparation makes the result more reliable. The lab will give you its own instructions, which always come first, but most follow the same principles.',
      '**Abstain from ejaculation for 2 to 7 days** before the test. A shorter gap can lower the count, and a much longer one can reduce movement. Note the exact number of days on the form.',
      '**Collect the sample by masturbation** into the sterile container the lab provides. Avoid ordinary condoms and most lubricants, including saliva, because they can harm sperm. If you cannot produce a sample this way, ask the lab about special non-toxic collection condoms.',
      '**Collect the whole sample.** The first part of the ejaculate contains the most sperm, so if any is lost, tell the lab rather than hoping it does not matter. If collecting at home, keep the pot close to your body, for example in an inside pocket, and deliver it **within about an hour**.',
      'Mention any fever or illness in the past three months, and any medicines, supplements or hormones you take, since they can affect results. If you feel anxious about producing a sample on demand, tell the clinic: this is common and they can help.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.nhsInfertility],
    related: [
      'what-is-a-semen-analysis',
      'why-a-semen-test-is-repeated',
      'sperm-take-about-three-months',
    ],
    suggestedQuestions: [
      'How many days should I abstain before a sperm test?',
      'Can I use lubricant for a semen sample?',
    ],
  },
  {
    slug: 'semen-analysis-reference-values',
    title: 'Semen analysis reference values (WHO 2021)',
    topic: 'semen_analysis',
    summary:
      'The WHO 2021 reference limits are: volume 1.4 mL, concentration 16 million per mL, total 39 million, total motility 42%, progressive motility 30%, vitality 54% and normal forms 4%.',
    paragraphs: [
      "Most laboratories compare results with the reference values in the World Health Organization's laboratory manual, updated in its sixth edition in 2021. These figures come from men whose partners became pregnant within a year.",
      'The lower reference limits are: **semen volume 1.4 mL**; **sperm concentration 16 million per mL**; **total sperm number 39 million per ejaculate**; **total motility 42%** (any movement); **progressive motility 30%** (moving forward); **vitality 54%** alive; and **normal forms 4%**.',
      'These numbers are the **5th percentile** of fertile men: 95 in 100 fertile men scored at or above them. That is why they are called lower reference limits rather than cut-offs. A result slightly below one of them does not mean you cannot father a child, and a result above them does not guarantee it.',
      "Doctors look at the whole pattern, repeat the test if something is low, and interpret results alongside the couple's history. Older reports may use the 2010 values, which are very similar.",
      'If your report shows values below these limits, discuss it with your GP or a urologist rather than drawing conclusions from one sheet of numbers.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.whoInfertility],
    related: [
      'sperm-count-and-concentration',
      'sperm-motility-and-morphology',
      'why-a-semen-test-is-repeated',
    ],
    suggestedQuestions: ['What is a normal sperm count?', 'What do the WHO semen values mean?'],
  },
  {
    slug: 'sperm-count-and-concentration',
    title: 'Sperm count and concentration',
    topic: 'semen_analysis',
    summary:
      'Concentration is sperm per millilitre; total count is concentration times volume. Low values are called oligozoospermia and have many possible causes.',
    paragraphs: [
      'Semen reports usually give two related numbers. **Concentration** is the number of sperm in each millilitre of semen. **Total sperm number** is the concentration multiplied by the volume, so it tells you how many sperm were in the whole ejaculate.',
      'The WHO 2021 lower reference limits are **16 million per mL** for concentration and **39 million** for the total. Values below these are described as **oligozoospermia**; a complete absence of sperm is **azoospermia**.',
      'A low count can come from a varicocele, hormone problems, past infections, genetic conditions, heat, some medicines, anabolic steroids or testosterone, smoking, heavy drinking and obesity. A short abstinence period or losing part of the sample can make a single result look lower than it really is.',
      'Chances of natural conception fall gradually as the count falls, rather than dropping off a cliff at a particular number. Many men with moderately low counts father children naturally, and even very low counts can be used with IVF and ICSI.',
      'If your count is low, the usual next steps are a repeat test, an examination and hormone blood tests. Very low counts often lead to genetic testing too.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.mayoMaleInfertility],
    related: [
      'semen-analysis-reference-values',
      'common-causes-of-male-infertility',
      'no-sperm-in-the-sample',
    ],
    suggestedQuestions: [
      'Is 12 million per mL a low sperm count?',
      'What causes a low sperm count?',
    ],
  },
  {
    slug: 'sperm-motility-and-morphology',
    title: 'Sperm motility and morphology',
    topic: 'semen_analysis',
    summary:
      'Motility is how many sperm move and how well; morphology is the share with a normal shape. WHO 2021 lower limits are 42% total motility, 30% progressive and 4% normal forms.',
    paragraphs: [
      'Sperm need to swim through the female reproductive tract to reach an egg, so **motility**, the ability to move, is a key measurement. Labs report **total motility** (any movement, lower limit 42%) and **progressive motility** (sperm moving forward, lower limit 30%). Low motility is called asthenozoospermia.',
      'Motility is sensitive to how the sample is handled. Delay in reaching the lab, cold, lubricants and a very long abstinence can all lower it, which is one reason results are repeated.',
      '**Morphology** describes the shape of sperm: the head, the middle section and the tail. Strict criteria are used, and even in fertile men most sperm are classed as abnormal. That is why the WHO lower limit for **normal forms is only 4%**. A result of 2 or 3% is common and, on its own, is a weaker predictor of fertility than count or motility.',
      'Factors linked to poorer motility and morphology include varicoceles, smoking, infection, heat and oxidative stress. Improving general health can help, though changes take about three months to show.',
      'Ask your doctor how your motility and morphology fit with the rest of your results before worrying about a single figure.',
    ],
    sources: [SOURCES.whoSemenManual],
    related: [
      'semen-analysis-reference-values',
      'sperm-count-and-concentration',
      'do-fertility-supplements-work',
    ],
    suggestedQuestions: ['What does 3% morphology mean?', 'What is progressive motility?'],
  },
  {
    slug: 'why-a-semen-test-is-repeated',
    title: 'Why a semen test is often repeated',
    topic: 'semen_analysis',
    summary:
      'Semen results vary widely between samples from the same man, so an abnormal result is usually repeated after a few weeks before any decision is made.',
    paragraphs: [
      'It can be frustrating to be asked for a second sample, but it is standard practice. The same man can produce very different results from one week to the next, even when nothing has changed in his health.',
      'Reasons for variation include the number of days since the last ejaculation, whether the whole sample was collected, how quickly it reached the lab, recent illness or fever, medicines, stress and simple natural fluctuation.',
      'Because of this, an abnormal first result is normally confirmed with a **second test, usually a few weeks to three months later**. If the two results differ a lot, a third may be needed. Decisions about treatment are based on the overall pattern.',
      'A normal first result is generally reassuring and may not need repeating unless there are other concerns.',
      'If your first result was low, use the time before the repeat test to follow the preparation instructions closely, and tell the lab about anything unusual, such as a recent fever or a spilled portion of the sample.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.nhsInfertility],
    related: [
      'preparing-for-a-semen-analysis',
      'sperm-take-about-three-months',
      'semen-analysis-reference-values',
    ],
    suggestedQuestions: [
      'Why do I need a second semen analysis?',
      'Can stress affect a sperm test?',
    ],
  },
];
