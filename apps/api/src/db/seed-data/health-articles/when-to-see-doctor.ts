import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const whenToSeeDoctorArticles: HealthArticleSeed[] = [
  {
    slug: 'emergency-signs-for-men',
    title: 'Emergency signs: when to go now',
    topic: 'when_to_see_doctor',
    summary:
      'Some symptoms need emergency care straight away: sudden severe testicle pain, an erection over four hours, fever with a red swollen scrotum, chest pain, stroke signs and thoughts of suicide.',
    paragraphs: [
      "Most men's health concerns can wait for a routine appointment. A few cannot. If any of the following apply to you or someone with you, **go to the nearest emergency department or call your local emergency number** (911 in the US and Canada, 112 in the EU, 999 in the UK).",
      '**Genital emergencies:** sudden, severe pain in a testicle, especially with vomiting or a testicle sitting higher than usual (possible torsion); an erection lasting more than four hours, or painful and not going down (priapism); a fever with a red, hot, swollen or very painful scrotum, or skin turning dark; a genital injury with severe pain, swelling or bruising, or a snap of the penis during sex; being unable to pass urine at all with a painful, swollen lower belly; heavy bleeding after a procedure.',
      '**Whole-body emergencies:** chest pain or pressure, especially spreading to the arm, jaw or back; signs of stroke such as a drooping face, a weak arm or slurred speech; severe difficulty breathing; swelling of the throat or tongue; fainting or collapse; a suspected overdose or poisoning.',
      '**Mental health emergencies:** thoughts of ending your life or harming yourself. Call your local emergency number if you are in danger, or a crisis line (988 in the US and Canada) to talk to someone now.',
      'When in doubt, it is always right to get checked. Emergency teams would rather see you early than too late.',
    ],
    sources: [SOURCES.nhsTesticlePain, SOURCES.nhsStroke, SOURCES.nhsHeartAttack],
    related: [
      'testicular-torsion',
      'priapism-an-erection-that-will-not-go-down',
      'scrotal-infection-with-fever',
    ],
    suggestedQuestions: [
      'Which symptoms need the emergency department?',
      'Is testicle pain an emergency?',
    ],
  },
  {
    slug: 'when-to-see-a-urologist',
    title: 'When to see a GP or urologist',
    topic: 'when_to_see_doctor',
    summary:
      'Book an appointment for a new lump, persistent scrotal ache, erection problems, symptoms of low testosterone, urinary changes, or a year of trying to conceive without success.',
    paragraphs: [
      'Many men put off seeing a doctor about intimate problems. Doctors deal with these issues every day, and early advice often makes things simpler.',
      '**Within two weeks:** a new lump or swelling in a testicle, a testicle that has changed in size or firmness, blood in the urine, or a varicocele that appears suddenly or only on the right side.',
      '**Routine appointment:** a scrotal ache that keeps returning; erection problems most of the time for more than a few weeks; low sex drive, tiredness and other signs of low testosterone; changes in how you pass urine, such as a weak stream, going more often or getting up at night; and pain after a vasectomy or other surgery that is not settling.',
      '**Fertility:** after 12 months of trying to conceive, after 6 months if your partner is 35 or older, or sooner if you know of a possible problem such as past testicular surgery, undescended testicles or steroid use.',
      'Your GP can examine you, arrange tests and refer you to a urologist or fertility specialist when needed. If something feels wrong to you, that alone is a good reason to ask.',
    ],
    sources: [SOURCES.nhsTesticlePain, SOURCES.nhsInfertility, SOURCES.medlineMensHealth],
    related: [
      'preparing-for-a-urology-appointment',
      'emergency-signs-for-men',
      'how-long-to-try-before-getting-help',
    ],
    suggestedQuestions: [
      'When should I see a urologist?',
      'Do I need a referral for a varicocele?',
    ],
  },
  {
    slug: 'preparing-for-a-urology-appointment',
    title: 'Preparing for a urology appointment',
    topic: 'when_to_see_doctor',
    summary:
      'Bring a short history of your symptoms, a list of medicines and supplements, previous test results and your questions. Expect a conversation and often an examination.',
    paragraphs: [
      'A little preparation helps you get the most from a short appointment, and makes it easier to talk about personal topics.',
      '**Write down your symptoms:** when they started, how they have changed, what makes them better or worse, and how they affect your life. For pain, note whether it came on suddenly or gradually and where exactly it is.',
      "**Bring a list** of every medicine, supplement and hormone you take or have taken, including anabolic steroids or testosterone, and any previous operations. Bring copies of semen analyses, blood tests and scan reports, and, for fertility, how long you have been trying and any results from your partner's tests.",
      'The urologist will usually ask questions and then **examine** you, which may include the scrotum, the groin while standing and lying down, and sometimes the prostate. You can ask for a chaperone. Tests such as an ultrasound or blood tests may be arranged.',
      'Prepare a few **questions**: What do you think is causing this? What are my options, and their risks? What happens if I wait? When should I expect to see a change? It is fine to take notes or bring your partner.',
    ],
    sources: [SOURCES.medlineMensHealth, SOURCES.auaMaleInfertility],
    related: ['when-to-see-a-urologist', 'how-a-varicocele-is-diagnosed', 'testing-testosterone'],
    suggestedQuestions: [
      'What should I bring to a urology appointment?',
      'What happens at a fertility appointment for men?',
    ],
  },
  {
    slug: 'fertility-stress-and-mental-health',
    title: 'Fertility stress and your mental health',
    topic: 'when_to_see_doctor',
    summary:
      'Trying to conceive, abnormal results and treatment can weigh heavily on men. Talking helps, support is available, and thoughts of self-harm need help straight away.',
    paragraphs: [
      'Men often feel they have to stay strong while going through fertility problems, but feelings of loss, guilt, anger, embarrassment or low mood are common, especially after an abnormal semen result or a failed treatment cycle.',
      'These feelings can affect sleep, work, relationships and sex life. Partners may cope in different ways and at different times, which can lead to misunderstandings. Talking openly, as a couple and with others, helps many people feel less alone.',
      'Support is available: fertility clinics usually offer **counselling**, there are peer support groups for men, and your GP can refer you to talking therapies. Looking after sleep, exercise and time away from fertility topics also protects your mental health.',
      'See your GP if low mood, anxiety or stress lasts for more than two weeks or is affecting daily life.',
      '**If you have thoughts of ending your life or harming yourself, get help now:** call your local emergency number if you might act on them, or call or text a crisis line (988 in the US and Canada) or your local crisis service to talk to someone straight away.',
    ],
    sources: [SOURCES.nhsMentalHealth, SOURCES.whoSuicide, SOURCES.lifeline988],
    related: ['sleep-stress-and-hormones', 'male-fertility-basics', 'emergency-signs-for-men'],
    suggestedQuestions: [
      'How do men cope with infertility?',
      'Where can I get support for fertility stress?',
    ],
  },
  {
    slug: 'questions-to-ask-about-treatment',
    title: 'Questions to ask before any treatment',
    topic: 'when_to_see_doctor',
    summary:
      'Before agreeing to a treatment, ask what it aims to achieve, how likely it is to help, its risks, the alternatives including waiting, and what recovery involves.',
    paragraphs: [
      'Whether you are offered varicocele repair, hormone treatment, an erection medicine or assisted conception, you have the right to understand your options and to take time to decide, unless it is an emergency.',
      'Useful questions include: **What is the goal** of this treatment for me, and how will we know if it worked? **How likely** is it to help someone in my situation, and what results do you see in your own practice?',
      '**What are the risks** and side effects, both common and serious? **What are the alternatives**, including doing nothing for now, and what happens if I wait? Does this treatment affect **fertility** or future options?',
      '**What does recovery involve**: time off work, exercise, sex, follow-up tests? Who do I contact if something seems wrong afterwards, and what warning signs should send me to the emergency department?',
      'It is normal to ask for written information, a second opinion, or another appointment to talk it over with your partner. A good clinician will welcome your questions.',
    ],
    sources: [SOURCES.medlineMensHealth, SOURCES.auaVaricoceles],
    related: [
      'varicocele-treatment-options',
      'preparing-for-a-urology-appointment',
      'warning-signs-after-a-procedure',
    ],
    suggestedQuestions: ['What should I ask my urologist before varicocele surgery?'],
  },
];
