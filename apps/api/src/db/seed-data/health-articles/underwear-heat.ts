import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const underwearHeatArticles: HealthArticleSeed[] = [
  {
    slug: 'why-the-testicles-stay-cool',
    title: 'Why the testicles stay cooler than the body',
    topic: 'underwear_heat',
    summary:
      'Sperm production works best a few degrees below core body temperature. The scrotum, its muscles and its veins work together to keep the testicles cool.',
    paragraphs: [
      'The testicles hang outside the body for a reason: sperm are made best at a temperature **two to four degrees Celsius lower** than the core of the body. Even modest, sustained warming can reduce sperm production for a while.',
      'Several features help. The **skin of the scrotum** is thin and has many sweat glands. Small muscles pull the testicles closer to the body when it is cold and let them hang lower when it is warm. And the network of veins around the artery to each testicle, the pampiniform plexus, acts like a **heat exchanger**, cooling incoming blood with the blood flowing out.',
      'This is one reason a **varicocele**, where those veins are enlarged and blood pools, is thought to affect sperm: it may keep the testicle warmer than it should be.',
      'Everyday sources of extra heat include hot baths and saunas, long periods of sitting, tight or insulating clothing, laptops resting on the lap, heated car seats and fever. The effect of short exposures is usually **temporary**, and sperm counts tend to recover within about three months once the heat source is reduced.',
      'If you are trying to conceive and your semen results are low, reducing heat exposure is a simple, low-cost step to discuss with your doctor alongside other tests.',
    ],
    sources: [SOURCES.mayoMaleInfertility, SOURCES.nhsInfertility],
    related: ['briefs-or-boxers', 'hot-baths-saunas-and-laptops', 'varicocele-and-fertility'],
    suggestedQuestions: ['Why are testicles outside the body?', 'Does heat affect sperm?'],
  },
  {
    slug: 'briefs-or-boxers',
    title: 'Briefs or boxers: does underwear matter for sperm?',
    topic: 'underwear_heat',
    summary:
      'Studies suggest men who mostly wear looser underwear have somewhat higher sperm counts than men in tight underwear. The effect is modest and reversible.',
    paragraphs: [
      'The idea that tight underwear harms sperm comes from the link between heat and sperm production. Tight, snug underwear holds the testicles closer to the body and may keep them slightly warmer.',
      'Research supports a **modest effect**. In a large study of men attending a fertility centre, those who mostly wore looser underwear such as boxer shorts had higher sperm concentrations and total counts than those who mostly wore tighter styles. The study observed habits rather than testing a change, so other differences between the groups may play a part.',
      'For most men, underwear choice is unlikely to be the deciding factor in fertility. But if you are trying to conceive, especially if your semen results are borderline, choosing **breathable, less constrictive underwear** is an easy change. Any benefit would take about three months to show.',
      'Comfort and support matter too. Men with a varicocele or after scrotal surgery often feel better in **supportive** underwear. Supportive and cool are not opposites: a well-fitting, breathable fabric can offer both.',
      'If you have ongoing fertility concerns, underwear changes are a complement to, not a replacement for, a proper assessment by a doctor.',
    ],
    sources: [SOURCES.mayoMaleInfertility, SOURCES.nhsInfertility],
    related: [
      'why-the-testicles-stay-cool',
      'supportive-underwear-for-varicocele',
      'hot-baths-saunas-and-laptops',
    ],
    suggestedQuestions: [
      'Do boxers increase sperm count?',
      'Does tight underwear affect fertility?',
    ],
  },
  {
    slug: 'hot-baths-saunas-and-laptops',
    title: 'Hot baths, saunas and laptops',
    topic: 'underwear_heat',
    summary:
      'Regular heat exposure from hot tubs, saunas, laptops on the lap and long hours of sitting can lower sperm counts for a time. Cutting back usually lets them recover.',
    paragraphs: [
      'The testicles are sensitive to heat, so habits that warm them regularly are worth considering when a couple is trying to conceive.',
      '**Hot tubs, hot baths and saunas** raise scrotal temperature sharply. Regular use has been linked to lower sperm counts and motility, which in studies often improved a few months after stopping.',
      '**Laptops on the lap** warm the area both from the device and because sitting with the thighs pressed together traps heat. Using a desk or a lap tray helps. **Long hours of sitting**, for example in driving jobs, and **heated car seats** can have a similar effect.',
      'These effects are generally **temporary**. Because sperm take around three months to develop, improvements after a change usually show in a semen test three months or more later.',
      'If you are trying for a baby, it is reasonable to skip the hot tub and sauna, take standing breaks and keep laptops off your lap. If semen results stay low despite this, ask your doctor about further tests.',
    ],
    sources: [SOURCES.mayoMaleInfertility, SOURCES.nhsInfertility],
    related: ['why-the-testicles-stay-cool', 'briefs-or-boxers', 'sperm-take-about-three-months'],
    suggestedQuestions: ['Are saunas bad for sperm?', 'Can a laptop on my lap affect fertility?'],
  },
  {
    slug: 'supportive-underwear-for-varicocele',
    title: 'Supportive underwear for varicocele discomfort',
    topic: 'underwear_heat',
    summary:
      'Supportive underwear lifts the scrotum and can ease the dragging ache of a varicocele, especially during long days on your feet or exercise.',
    paragraphs: [
      'The ache of a varicocele comes from blood pooling in stretched veins when you are upright. Anything that **lifts and supports** the scrotum reduces that pull and can make a noticeable difference to comfort.',
      'Options include **supportive briefs**, athletic supporters and compression shorts. Look for a snug but not tight fit, a soft waistband, and a breathable fabric so support does not come at the cost of extra heat.',
      'Support is most useful when the ache tends to build: long shifts standing, long walks, sport, and hot days. Many men also find that lying down for a while, simple pain relief and avoiding heavy straining help.',
      "After varicocele surgery or embolisation, supportive underwear is usually recommended for the first days or weeks to reduce swelling and discomfort. Follow your team's advice on how long to wear it.",
      'If the ache keeps interfering with daily life despite these measures, talk to a urologist about whether treatment is worthwhile. New severe or sudden pain is different and needs urgent care.',
    ],
    sources: [SOURCES.nhsVaricocele, SOURCES.mayoVaricocele],
    related: ['varicocele-symptoms', 'briefs-or-boxers', 'recovery-after-varicocele-surgery'],
    suggestedQuestions: [
      'Does supportive underwear help varicocele pain?',
      'What underwear should I wear after varicocele surgery?',
    ],
  },
];
