import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const testosteroneArticles: HealthArticleSeed[] = [
  {
    slug: 'what-testosterone-does',
    title: 'What testosterone does',
    topic: 'testosterone',
    summary:
      'Testosterone is the main male sex hormone. It supports sex drive, erections, muscle, bone, mood and energy, and works with other hormones to keep sperm production going.',
    paragraphs: [
      'Testosterone is made mainly in the testicles, under the control of signals from the brain. The pituitary gland releases **LH**, which tells the testicles to make testosterone, and **FSH**, which, together with testosterone made inside the testicle, drives sperm production.',
      'In the body, testosterone supports **sex drive**, helps with **erections**, maintains **muscle and bone strength**, influences **fat distribution**, and plays a part in **mood, energy and concentration**. It also stimulates red blood cell production.',
      'Levels are highest in the morning and fall through the day. They also drift down slowly with age, by around one percent a year from middle age, though many older men keep levels in the normal range. Weight gain, poor sleep, illness and some medicines can lower them more.',
      'An important point for fertility: the testosterone level **inside** the testicle is far higher than in the blood. Taking testosterone from outside tells the brain to stop sending LH and FSH, so the testicles make less of their own testosterone and less sperm.',
      'If you have symptoms that might be linked to testosterone, such as low sex drive or erection problems, talk to your GP, who can arrange the right blood tests.',
    ],
    sources: [SOURCES.auaLowTestosterone, SOURCES.nhsMaleMenopause],
    related: [
      'signs-of-low-testosterone',
      'testing-testosterone',
      'testosterone-therapy-and-fertility',
    ],
    suggestedQuestions: ['What does testosterone do in men?', 'Does testosterone drop with age?'],
  },
  {
    slug: 'signs-of-low-testosterone',
    title: 'Signs of low testosterone',
    topic: 'testosterone',
    summary:
      'Low testosterone can cause low sex drive, fewer morning erections, erection problems, tiredness, low mood and loss of muscle. These symptoms have many other causes too.',
    paragraphs: [
      'Low testosterone, also called testosterone deficiency or hypogonadism, is diagnosed from a combination of **symptoms** and **repeated blood tests**, not from either alone.',
      'The symptoms most closely linked to low testosterone are **reduced sex drive**, **fewer morning or spontaneous erections**, and **erection problems**. Others include tiredness, low mood or irritability, poor concentration, loss of muscle strength, more body fat, reduced body hair and, in more severe cases, hot flushes and breast tenderness.',
      'Many of these symptoms are also caused by stress, depression, poor sleep, heavy drinking, thyroid problems, diabetes or relationship difficulties. That is why testing matters before anyone concludes the cause is hormonal.',
      'Low testosterone is more common in men who are overweight, have type 2 diabetes or sleep apnoea, use opioid painkillers, or have used anabolic steroids. Improving weight and sleep often raises levels.',
      'See your GP if you have several of these symptoms for more than a few weeks. If you are hoping to have children, mention this early, because it changes which treatments are suitable.',
    ],
    sources: [SOURCES.auaLowTestosterone, SOURCES.nhsMaleMenopause],
    related: ['testing-testosterone', 'what-testosterone-does', 'sleep-stress-and-hormones'],
    suggestedQuestions: [
      'What are the symptoms of low testosterone?',
      'Can low testosterone cause tiredness?',
    ],
  },
  {
    slug: 'testing-testosterone',
    title: 'Testing testosterone',
    topic: 'testosterone',
    summary:
      'Testosterone should be measured in a morning blood sample, and a low result repeated on another day. Other hormones such as LH, FSH and prolactin help explain the cause.',
    paragraphs: [
      'Because testosterone levels are highest in the morning and vary from day to day, the blood test should be taken **in the morning**, usually before about 11 am. Some labs also prefer you to have not eaten, since a meal can briefly lower the level.',
      'A single low result is not enough for a diagnosis. Guidelines recommend **repeating** the test on a different morning. Recent illness, poor sleep or intense exercise the day before can all produce a misleading result.',
      'If testosterone is low, further tests show **why**. **LH and FSH** indicate whether the problem lies in the testicles or in the signals from the brain. **Prolactin**, thyroid tests, iron studies and sometimes a scan of the pituitary gland may follow. Doctors may also check blood count, blood sugar and cholesterol.',
      'Home testing kits are widely sold. They can be a starting point, but the timing and interpretation still matter, and results should be reviewed with a clinician rather than used to start treatment on your own.',
      'Ask your GP for a morning test if you have symptoms of low testosterone, and bring a list of your medicines and supplements, as some affect the result.',
    ],
    sources: [SOURCES.auaLowTestosterone, SOURCES.nhsMaleMenopause],
    related: [
      'signs-of-low-testosterone',
      'testosterone-therapy-and-fertility',
      'preparing-for-a-urology-appointment',
    ],
    suggestedQuestions: [
      'What time of day should testosterone be tested?',
      'What is a normal testosterone level?',
    ],
  },
  {
    slug: 'testosterone-therapy-and-fertility',
    title: 'Testosterone therapy and fertility',
    topic: 'testosterone',
    summary:
      'Testosterone replacement therapy (TRT) usually lowers sperm production, sometimes to zero. Men who want children should discuss fertility-friendly alternatives before starting.',
    paragraphs: [
      'Testosterone replacement therapy can improve symptoms in men with confirmed low testosterone. But it has an effect that surprises many men: it **reduces sperm production**, often a lot.',
      'The reason is feedback. When testosterone comes from outside, the brain senses enough hormone and stops sending **LH and FSH** to the testicles. Without those signals, the testicles make less of their own testosterone and far fewer sperm. Many men on TRT have very low sperm counts, and some have none at all. TRT is **not a contraceptive**, though, because the effect varies.',
      'For most men, sperm production recovers after stopping, but recovery can take **many months**, sometimes over a year, and is not guaranteed, especially after long use.',
      "If you are trying for a baby now or may want children in future, tell your doctor before starting TRT. There are alternatives that raise the body's own testosterone while protecting sperm production, and some men choose to freeze sperm first. These decisions are best made with a urologist or andrologist.",
      'Do not stop or change prescribed hormones without talking to your prescriber, and never take testosterone bought without a prescription.',
    ],
    sources: [SOURCES.auaLowTestosterone, SOURCES.auaMaleInfertility],
    related: [
      'anabolic-steroids-and-fertility',
      'what-testosterone-does',
      'no-sperm-in-the-sample',
    ],
    suggestedQuestions: [
      'Will TRT make me infertile?',
      'How long does sperm take to come back after stopping TRT?',
    ],
  },
  {
    slug: 'anabolic-steroids-and-fertility',
    title: 'Anabolic steroids and fertility',
    topic: 'testosterone',
    summary:
      "Anabolic steroids shut down the body's own testosterone and sperm production. Recovery after stopping can take months to years, and some men need specialist help.",
    paragraphs: [
      'Anabolic steroids are synthetic versions of testosterone, often used without a prescription to build muscle. They act on the body in the same way as prescribed testosterone but usually at much higher doses, and often in combinations.',
      "Like TRT, they switch off the brain's signals to the testicles. The result is **shrunken testicles**, **very low or absent sperm counts**, and, after stopping, a period of **low testosterone** with low mood, low sex drive and erection problems while the body restarts its own production.",
      'Other effects include acne, breast tissue growth, high blood pressure, raised cholesterol, thicker blood, mood changes and liver strain. Products bought online or from gyms may also contain other substances or contaminants.',
      'Many men recover their sperm production after stopping, but it can take **six months to two years**, and longer use makes full recovery less certain. A urologist can check hormones and sperm, and sometimes use medicines to help restart the system.',
      'If you are using or have used steroids and want children, talk openly with your doctor: they are there to help, not to judge. Seek urgent care for chest pain, severe headache or sudden breathlessness.',
    ],
    sources: [SOURCES.nhsSteroids, SOURCES.auaMaleInfertility],
    related: [
      'testosterone-therapy-and-fertility',
      'common-causes-of-male-infertility',
      'exercise-and-sperm',
    ],
    suggestedQuestions: [
      'Do steroids cause infertility?',
      'How long after steroids does sperm come back?',
    ],
  },
];
