import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const varicoceleArticles: HealthArticleSeed[] = [
  {
    slug: 'what-is-a-varicocele',
    title: 'What is a varicocele?',
    topic: 'varicocele',
    summary:
      'A varicocele is a group of widened veins above the testicle, much like varicose veins in the leg. It is common, often harmless, and sometimes linked to pain or lower sperm quality.',
    paragraphs: [
      'A varicocele is a cluster of enlarged veins in the scrotum, sitting above and behind the testicle. These veins, called the pampiniform plexus, normally carry cooled blood away from the testicle. When the small one-way valves inside them do not close well, blood pools and the veins stretch, in the same way varicose veins form in the legs.',
      'Varicoceles are common: roughly one man in seven has one, and they are found more often in men who are having trouble conceiving. Most appear during puberty and grow slowly. About nine in ten are on the **left** side, because the left testicular vein joins a larger vein at a sharp angle, which makes back-pressure more likely. Both sides can be affected.',
      'Many men never notice a varicocele. Others feel a soft lump that is often described as a "bag of worms", or a dull, heavy ache that builds up after standing for a long time and eases when lying down.',
      'A varicocele is not dangerous in itself and is not cancer. It matters mainly when it causes discomfort, when the testicle on that side is smaller than the other, or when a couple is having difficulty getting pregnant and the semen analysis is abnormal.',
      'See a doctor if you notice a new lump or swelling in the scrotum, a testicle that is getting smaller, or an ache that keeps coming back. Sudden, severe pain in a testicle is different: that needs the emergency department straight away.',
    ],
    sources: [SOURCES.nhsVaricocele, SOURCES.mayoVaricocele, SOURCES.auaVaricoceles],
    related: ['varicocele-symptoms', 'varicocele-grades', 'does-a-varicocele-need-treatment'],
    suggestedQuestions: ['Why are varicoceles usually on the left?', 'Is a varicocele dangerous?'],
  },
  {
    slug: 'varicocele-grades',
    title: 'Varicocele grades explained',
    topic: 'varicocele',
    summary:
      'Doctors grade a varicocele from 0 to 3 by how easy it is to feel or see. The grade describes size, not how much it affects fertility.',
    paragraphs: [
      'When a doctor examines a varicocele, they usually give it a grade. The most widely used scale has three clinical grades, plus a fourth category for varicoceles that only show up on a scan.',
      '**Grade 0 (subclinical)** cannot be felt at all and is only seen on an ultrasound scan. **Grade 1** can be felt only when you bear down, as if straining on the toilet (the Valsalva manoeuvre). **Grade 2** can be felt while standing without straining, but cannot be seen. **Grade 3** is large enough to be seen through the skin of the scrotum.',
      'The examination is done standing up and lying down, because a varicocele fills when you stand and usually empties when you lie flat. Warm hands and a warm room make the veins easier to feel.',
      'The grade is only part of the picture. A small varicocele can cause aching and a large one can cause none, and the grade alone does not predict your fertility. Treatment decisions rest on symptoms, testicle size and semen results rather than on the number. Subclinical varicoceles are generally not treated.',
      'If you have been told your grade and are unsure what it means for you, ask your urologist how it fits with your symptoms and test results.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.mayoVaricocele],
    related: [
      'what-is-a-varicocele',
      'how-a-varicocele-is-diagnosed',
      'does-a-varicocele-need-treatment',
    ],
    suggestedQuestions: [
      'What does grade 2 varicocele mean?',
      'Should a subclinical varicocele be treated?',
    ],
  },
  {
    slug: 'varicocele-symptoms',
    title: 'Varicocele symptoms',
    topic: 'varicocele',
    summary:
      'Most varicoceles cause no symptoms. When they do, the typical sign is a dull, dragging ache that gets worse with standing and better with lying down.',
    paragraphs: [
      'Many varicoceles are found by chance, during a routine check or a fertility assessment. When there are symptoms, they tend to follow a pattern linked to gravity and blood pooling in the veins.',
      'The most common complaint is a **dull ache or feeling of heaviness** in the scrotum, usually on the left. It often builds through the day, after long periods of standing, after exercise or in hot weather, and eases when you lie on your back. Some men notice soft, twisted veins above the testicle, or that one side of the scrotum hangs lower.',
      'Over time, a varicocele can be associated with the testicle on that side becoming smaller or softer. In some men it is linked to lower sperm count, movement or shape, which may only come to light when a couple has difficulty conceiving.',
      'Varicocele pain is usually mild to moderate and comes on gradually. Pain that starts **suddenly and severely**, pain with vomiting, or a testicle that sits higher than usual is not a varicocele pattern: go to the emergency department straight away, because it can be testicular torsion.',
      'Book a routine appointment if the ache is bothering you, if you notice a change in testicle size, or if you are trying for a baby without success.',
    ],
    sources: [SOURCES.nhsVaricocele, SOURCES.mayoVaricocele],
    related: ['what-is-a-varicocele', 'testicular-torsion', 'supportive-underwear-for-varicocele'],
    suggestedQuestions: [
      'Why does my varicocele ache more in the evening?',
      'Can a varicocele make a testicle smaller?',
    ],
  },
  {
    slug: 'how-a-varicocele-is-diagnosed',
    title: 'How a varicocele is diagnosed',
    topic: 'varicocele',
    summary:
      'A varicocele is usually diagnosed by a physical examination, sometimes confirmed with a Doppler ultrasound scan. A semen analysis is added when fertility is a concern.',
    paragraphs: [
      'The first step is a conversation about your symptoms, general health and, if relevant, how long you and your partner have been trying to conceive. The doctor then examines the scrotum while you stand and while you lie down, and may ask you to bear down so the veins fill.',
      'If the findings are unclear, a **scrotal ultrasound with Doppler** can show the size of the veins and whether blood flows backwards when you strain. The scan is painless, uses no radiation and takes about fifteen to thirty minutes. It also measures the size of each testicle, which helps when deciding on treatment, especially in teenagers.',
      'When fertility is part of the question, a **semen analysis** is usually requested, often twice, because results vary from one sample to the next. Some men are also offered blood tests for hormones such as testosterone and FSH.',
      'Sometimes a doctor will order extra imaging of the abdomen, for example if a varicocele appears only on the right, appears suddenly later in life, or does not empty when lying down. This is a precaution to make sure nothing is pressing on the veins.',
      'Ask your GP or a urologist to examine you if you notice veins or a lump in the scrotum. Any lump in the testicle itself should be checked promptly, ideally within two weeks.',
    ],
    sources: [SOURCES.mayoVaricocele, SOURCES.auaVaricoceles],
    related: [
      'varicocele-grades',
      'when-a-varicocele-needs-a-closer-look',
      'what-is-a-semen-analysis',
    ],
    suggestedQuestions: [
      'Do I need an ultrasound for a varicocele?',
      'What happens at a varicocele examination?',
    ],
  },
  {
    slug: 'varicocele-and-fertility',
    title: 'Varicocele and fertility',
    topic: 'varicocele',
    summary:
      'Varicoceles are more common in men with fertility problems and can lower sperm quality, but many men with one father children without treatment.',
    paragraphs: [
      'Varicoceles are found in roughly one in seven men overall, but in a much larger share of men who are being assessed for infertility. That link is why a varicocele is one of the first things a urologist looks for during a fertility work-up.',
      "How a varicocele affects sperm is not fully understood. The leading explanations are that pooled blood **warms the testicle**, that it raises oxidative stress, and that it changes the testicle's blood flow. The result can be lower sperm concentration, weaker movement and more abnormally shaped sperm.",
      'Having a varicocele does not mean you are infertile. Many men with one have normal semen results and become fathers without any treatment. The varicocele is most relevant when it can be felt on examination, the semen analysis is abnormal, and the couple has been trying for a year or more.',
      "In that situation, repair can improve semen quality for many men, and some studies show better natural pregnancy rates. The decision also depends on your partner's age and fertility, since waiting several months to see an effect may not suit every couple, and some choose assisted conception instead or as well.",
      'If you have a varicocele and want children, a urologist with an interest in male fertility can talk you through your results and options.',
    ],
    sources: [SOURCES.mayoMaleInfertility, SOURCES.auaMaleInfertility, SOURCES.auaVaricoceles],
    related: [
      'does-a-varicocele-need-treatment',
      'results-after-varicocele-repair',
      'semen-analysis-reference-values',
    ],
    suggestedQuestions: [
      'Can a varicocele cause infertility?',
      'Will fixing my varicocele help us get pregnant?',
    ],
  },
  {
    slug: 'varicocele-in-teenagers',
    title: 'Varicocele in teenagers',
    topic: 'varicocele',
    summary:
      'Varicoceles often appear during puberty. Most teenagers only need regular checks of testicle growth; treatment is considered when one testicle falls clearly behind or there is pain.',
    paragraphs: [
      'Varicoceles usually develop around puberty, so they are often first noticed in teenage boys, either by the boy himself or during a routine examination. Finding one at this age is common and rarely urgent.',
      'Because a teenager is not trying to have children, doctors cannot rely on fertility to guide decisions. Instead they follow **testicle growth**. An ultrasound measures the volume of each testicle, and if the testicle on the varicocele side keeps lagging behind the other by a clear margin on repeated measurements several months apart, treatment may be offered to protect its development.',
      'Other reasons to consider treatment are ongoing pain and, in older teenagers, an abnormal semen analysis. Many boys with a varicocele simply have check-ups once or twice a year until growth has finished.',
      'Teenagers can find this embarrassing to talk about. It helps to explain that a varicocele is a common vein problem, not an illness caused by anything they did, and that the check-ups are quick.',
      'Any teenager with **sudden, severe testicle pain** needs the emergency department straight away: testicular torsion is most common between 12 and 18 and must be treated within hours.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsVaricocele],
    related: ['what-is-a-varicocele', 'does-a-varicocele-need-treatment', 'testicular-torsion'],
    suggestedQuestions: [
      'Should my teenage son have varicocele surgery?',
      'How often should a teenager with a varicocele be checked?',
    ],
  },
  {
    slug: 'when-a-varicocele-needs-a-closer-look',
    title: 'When a varicocele needs a closer look',
    topic: 'varicocele',
    summary:
      'Some varicocele patterns are unusual enough that a doctor will look for another cause: one only on the right, one that appears suddenly in adulthood, or one that does not empty lying down.',
    paragraphs: [
      'Almost all varicoceles are caused by weak valves in the veins and are harmless. A few patterns, though, make doctors check that something else is not pressing on the veins further up, inside the abdomen.',
      'These include a varicocele **only on the right side**, one that **appears suddenly** in an adult who never had one, a varicocele that **stays full when you lie down**, or one that comes with other symptoms such as blood in the urine, pain in the side or back, or unexplained weight loss.',
      'In these cases the usual next step is an ultrasound or another scan of the abdomen and kidneys. Most scans come back normal, but it is a sensible precaution because a kidney or other abdominal problem can occasionally show itself this way.',
      'None of this means you should worry about an ordinary, long-standing left-sided varicocele. It is simply a reason to mention any recent change to your doctor rather than assume it is the same old varicocele.',
      'Book an appointment soon, within a couple of weeks, if you notice any of the patterns above.',
    ],
    sources: [SOURCES.mayoVaricocele, SOURCES.auaVaricoceles],
    related: ['how-a-varicocele-is-diagnosed', 'what-is-a-varicocele', 'when-to-see-a-urologist'],
    suggestedQuestions: [
      'Is a right-sided varicocele a concern?',
      'Why would a doctor scan my kidneys for a varicocele?',
    ],
  },
  {
    slug: 'does-a-varicocele-need-treatment',
    title: 'Does a varicocele need treatment?',
    topic: 'varicocele',
    summary:
      'Most varicoceles need no treatment. Repair is considered for fertility problems with abnormal semen results, persistent pain, or a testicle that is not growing in a teenager.',
    paragraphs: [
      'A varicocele that causes no symptoms and no problems is usually best left alone. Treatment has small risks and is only worthwhile when it is likely to help with something specific.',
      'The main reasons to treat are: a couple is having **trouble conceiving**, the varicocele can be felt on examination and the **semen analysis is abnormal**; **pain or heaviness** that keeps affecting daily life despite simple measures; and, in teenagers, a testicle on the varicocele side that is clearly **smaller** on repeated measurements.',
      'Varicoceles seen only on ultrasound (subclinical) are generally not treated, and a varicocele in a man with normal semen results is not usually repaired just in case. For ache, many men do well with supportive underwear, rest breaks from standing and simple pain relief first.',
      'If treatment is offered, the options are surgery (best done with a microscope) or embolisation by a radiologist. Both are day procedures. Your urologist can explain which suits your anatomy, your plans and the local expertise.',
      "Talk to a urologist if you are unsure whether your varicocele should be treated. Bring any semen analysis results and, if relevant, your partner's fertility information.",
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsVaricocele],
    related: [
      'varicocele-treatment-options',
      'varicocele-and-fertility',
      'supportive-underwear-for-varicocele',
    ],
    suggestedQuestions: [
      'When is varicocele surgery recommended?',
      'Can I leave my varicocele untreated?',
    ],
  },
];
