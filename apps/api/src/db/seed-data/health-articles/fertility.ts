import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const fertilityArticles: HealthArticleSeed[] = [
  {
    slug: 'male-fertility-basics',
    title: 'Male fertility: the basics',
    topic: 'fertility',
    summary:
      'Male factors contribute to about half of the difficulties couples have conceiving. Fertility depends on making enough healthy sperm and delivering them, and much of it can be assessed with simple tests.',
    paragraphs: [
      'When a couple has trouble conceiving, it is easy to assume the cause lies with the woman. In reality, a male factor is involved, alone or alongside a female factor, in roughly half of cases. Testing both partners early saves time.',
      'Male fertility rests on three things: the testicles **making** enough sperm, the sperm being **healthy** (able to swim and with a normal shape), and the sperm being **delivered**, which needs open tubes, normal ejaculation and sex at the right time in the cycle.',
      'Many things can affect these steps: varicoceles, past infections, undescended testicles in childhood, hormone problems, some medicines (including testosterone and anabolic steroids), smoking, heavy drinking, obesity and heat. Often no single cause is found.',
      'The main test is a **semen analysis**, backed up by a physical examination and sometimes blood tests for hormones. These are quick and non-invasive, so they are usually done at the same time as the first tests for the female partner.',
      'Couples are usually advised to see a doctor after a year of regular unprotected sex without pregnancy, or after six months if the woman is 35 or older, or sooner if either partner knows of a possible problem.',
    ],
    sources: [SOURCES.whoInfertility, SOURCES.nhsInfertility, SOURCES.mayoMaleInfertility],
    related: [
      'common-causes-of-male-infertility',
      'what-is-a-semen-analysis',
      'how-long-to-try-before-getting-help',
    ],
    suggestedQuestions: ['How common is male infertility?', 'What tests check male fertility?'],
  },
  {
    slug: 'how-long-to-try-before-getting-help',
    title: 'How long to try before getting help',
    topic: 'fertility',
    summary:
      'Most couples conceive within a year of regular unprotected sex. See a doctor after 12 months, after 6 months if the female partner is 35 or over, or straight away if there is a known problem.',
    paragraphs: [
      'Getting pregnant often takes longer than people expect. In any single month, a healthy couple has only a modest chance of conceiving, but over a year most couples who have regular unprotected sex will succeed.',
      'The usual advice is to see a doctor if you have not conceived after **12 months** of regular unprotected sex, meaning every two to three days through the cycle. If the female partner is **35 or older**, seek help after **6 months**, because time matters more.',
      'Do not wait if there is a known reason for concern: for the man, a history of undescended testicles, testicular surgery or injury, cancer treatment, a varicocele, low sex drive or erection problems, or use of testosterone or anabolic steroids; for the woman, irregular or absent periods, endometriosis or pelvic infection.',
      'Timing sex around ovulation can help, but it can also make sex feel like a chore. Having sex every two to three days covers the fertile window without needing to track it precisely.',
      'Both partners should be assessed from the start. A semen analysis is simple and quick, and finding a male factor early can change which treatments make sense.',
    ],
    sources: [SOURCES.nhsInfertility, SOURCES.whoInfertility],
    related: ['male-fertility-basics', 'what-is-a-semen-analysis', 'when-to-see-a-urologist'],
    suggestedQuestions: [
      'When should we see a doctor about trying to conceive?',
      'How often should we have sex to get pregnant?',
    ],
  },
  {
    slug: 'common-causes-of-male-infertility',
    title: 'Common causes of male infertility',
    topic: 'fertility',
    summary:
      'Male infertility can come from problems making sperm, hormone problems, blockages, or difficulty with sex or ejaculation. In many men no single cause is found.',
    paragraphs: [
      'Knowing the likely cause helps choose the right next step, although in a large share of men the cause remains unexplained even after full testing.',
      '**Sperm production problems** are the most common group. They include varicoceles, undescended testicles in childhood, past mumps affecting the testicles, genetic conditions, and damage from chemotherapy or radiotherapy.',
      '**Hormone problems** are less common but important, because some are treatable. The brain signals the testicles through the hormones LH and FSH, and anything that disrupts that, from pituitary conditions to the use of testosterone or anabolic steroids, can lower or stop sperm production.',
      '**Blockages** can occur after infections, surgery (including vasectomy), or when the tubes that carry sperm are missing from birth. **Sexual and ejaculation problems**, such as erectile dysfunction or semen going back into the bladder, can also stand in the way.',
      'Lifestyle factors, including smoking, heavy drinking, obesity, heat and some medicines, can add to any of these. A doctor will usually start with a history, an examination and a semen analysis, then add hormone or genetic tests depending on the results.',
    ],
    sources: [SOURCES.mayoMaleInfertility, SOURCES.auaMaleInfertility, SOURCES.medlineInfertility],
    related: [
      'male-fertility-basics',
      'varicocele-and-fertility',
      'testosterone-therapy-and-fertility',
    ],
    suggestedQuestions: ['What causes low sperm count?', 'Can male infertility be treated?'],
  },
  {
    slug: 'sperm-take-about-three-months',
    title: 'Why changes take about three months to show in sperm',
    topic: 'fertility',
    summary:
      'Sperm take roughly ten to eleven weeks to develop and mature, so the effect of a treatment or a lifestyle change usually shows in the semen about three months later.',
    paragraphs: [
      'Sperm are made continuously, but each one takes a long time to develop. From the first stage in the testicle to a mature sperm ready to leave the body takes around **ten to eleven weeks**, including the time spent maturing in the epididymis.',
      'This has practical consequences. The sample you give today reflects what was happening in your body roughly **three months ago**. A fever, a course of certain medicines or a period of heavy drinking in that window can show up as a temporary dip in results.',
      'It also means improvements take time. After stopping smoking, losing weight, treating a varicocele or stopping anabolic steroids, doctors usually wait at least three months, often longer, before repeating a semen analysis.',
      'For couples, this is a reason to start healthy changes early and not to expect an instant effect. It is also a reason to repeat an abnormal result before drawing conclusions, particularly if you were unwell in the months before the test.',
      'If you have had a high fever in the three months before a semen test, tell the lab or your doctor, as they may suggest testing again later.',
    ],
    sources: [SOURCES.whoSemenManual, SOURCES.mayoMaleInfertility],
    related: [
      'why-a-semen-test-is-repeated',
      'results-after-varicocele-repair',
      'smoking-and-male-fertility',
    ],
    suggestedQuestions: [
      'How long does it take for sperm to regenerate?',
      'How soon will lifestyle changes improve my sperm?',
    ],
  },
  {
    slug: 'assisted-conception-options',
    title: 'Assisted conception options for male factor infertility',
    topic: 'fertility',
    summary:
      'When natural conception is unlikely, options include intrauterine insemination (IUI), IVF, and IVF with ICSI, where a single sperm is injected into each egg.',
    paragraphs: [
      'Treating the man directly, for example by repairing a varicocele or stopping a medicine that harms sperm, is sometimes enough. When it is not, or when time is short, assisted conception can help.',
      '**Intrauterine insemination (IUI)** places prepared, concentrated sperm directly into the womb around ovulation. It can help with mild sperm problems or difficulties with sex, but success per cycle is modest.',
      '**IVF (in vitro fertilisation)** brings eggs and sperm together in the laboratory and transfers a resulting embryo to the womb. With **ICSI** (intracytoplasmic sperm injection), an embryologist injects a single sperm into each egg, which means even very low sperm counts can be used.',
      'When there are no sperm in the ejaculate, sperm can sometimes be retrieved directly from the testicle or epididymis in a minor operation and used for ICSI. Donor sperm is another option some couples choose.',
      "The right path depends on both partners' test results, the female partner's age and ovarian reserve, and local funding rules. A fertility clinic can explain the realistic chances for your situation.",
    ],
    sources: [SOURCES.nhsIvf, SOURCES.nhsInfertility],
    related: ['no-sperm-in-the-sample', 'results-after-varicocele-repair', 'male-fertility-basics'],
    suggestedQuestions: ['What is ICSI?', 'Can we do IVF with a low sperm count?'],
  },
  {
    slug: 'no-sperm-in-the-sample',
    title: 'No sperm in the sample (azoospermia)',
    topic: 'fertility',
    summary:
      'Azoospermia means no sperm are found in the semen. It can be caused by a blockage or by a problem making sperm, and many men still have options for biological children.',
    paragraphs: [
      'Being told there are no sperm in your sample is a shock. It is worth knowing that the result must be confirmed, usually on at least two samples with the semen spun down to look for small numbers of sperm, and that it is often not the end of the road.',
      'Azoospermia falls into two broad groups. In **obstructive** azoospermia, the testicles make sperm but a blockage stops them getting out, for example after a vasectomy, an infection, or when the tubes did not form. In **non-obstructive** azoospermia, the testicles make very few or no sperm, because of genetic, hormonal or other causes.',
      'Tests usually include a physical examination, hormone blood tests (especially FSH and testosterone), genetic tests and sometimes an ultrasound. The pattern helps tell the two groups apart.',
      'Blockages can sometimes be repaired, and sperm can often be retrieved surgically for IVF with ICSI. In non-obstructive cases, microsurgical sperm retrieval finds sperm in a proportion of men. Hormone causes may be treatable with medication.',
      'Ask for a referral to a urologist or andrologist with experience in male infertility, and do not start testosterone for low energy or libido without discussing it first, since it can make sperm production worse.',
    ],
    sources: [SOURCES.auaMaleInfertility, SOURCES.mayoMaleInfertility],
    related: [
      'assisted-conception-options',
      'testosterone-therapy-and-fertility',
      'why-a-semen-test-is-repeated',
    ],
    suggestedQuestions: ['What does azoospermia mean?', 'Can sperm be taken from the testicle?'],
  },
];
