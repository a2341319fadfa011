import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const supplementArticles: HealthArticleSeed[] = [
  {
    slug: 'do-fertility-supplements-work',
    title: 'Do male fertility supplements work?',
    topic: 'supplements',
    summary:
      'Antioxidant supplements are widely sold for sperm health, but good-quality trials have mostly not shown better pregnancy rates. A healthy diet matters more.',
    paragraphs: [
      'Supplements for male fertility usually combine **antioxidants** such as vitamins C and E, zinc, selenium, folate, coenzyme Q10 and L-carnitine. The idea is that they reduce oxidative stress, which can damage sperm.',
      'The evidence is **mixed**. Some smaller studies reported improvements in sperm measurements, but they were often of low quality. Larger, well-designed trials, including one testing folic acid with zinc and another testing a combined antioxidant product, found **no improvement in semen quality or in live birth rates** compared with placebo.',
      'That does not mean nutrition is unimportant. A varied diet with plenty of fruit, vegetables, whole grains, nuts, fish and legumes provides these nutrients naturally and supports overall health. Supplements are most likely to help men with a genuine deficiency.',
      'Supplements are not risk-free. High doses of some nutrients can be harmful, products vary in quality, and some "fertility" or "testosterone" blends have been found to contain undeclared ingredients.',
      'If you are considering a supplement, talk to your GP or pharmacist, especially if you take other medicines, and do not let supplements delay a proper fertility assessment.',
    ],
    sources: [SOURCES.odsWhatToKnow, SOURCES.medlineSupplements],
    related: [
      'zinc-selenium-and-folate',
      'coq10-and-l-carnitine',
      'testosterone-boosters-and-supplement-safety',
    ],
    suggestedQuestions: ['Do fertility supplements for men work?', 'Which vitamins help sperm?'],
  },
  {
    slug: 'zinc-selenium-and-folate',
    title: 'Zinc, selenium and folate',
    topic: 'supplements',
    summary:
      'Zinc, selenium and folate all play roles in sperm production. Most men get enough from food; extra supplements have not been shown to improve fertility in men who are not deficient.',
    paragraphs: [
      '**Zinc** is involved in testosterone production and sperm formation and is found in meat, shellfish, dairy, nuts, seeds and whole grains. **Selenium** supports sperm movement and is found in fish, eggs, meat and Brazil nuts. **Folate**, a B vitamin needed to make DNA, is found in leafy greens, beans and fortified foods.',
      'Deficiencies can affect sperm, which is why these nutrients appear in most male fertility products. But in a large trial of men whose partners were seeking fertility treatment, daily **folic acid and zinc supplements did not improve semen quality or the chance of a live birth**.',
      'More is not better. Too much zinc over a long time can cause copper deficiency, and too much selenium can cause hair and nail problems and other side effects. Upper safe limits exist for a reason, and combining several products can push intake above them without you noticing.',
      'Men with restricted diets, certain digestive conditions or heavy alcohol use are more likely to be low in these nutrients and may benefit from a blood test and tailored advice.',
      'Ask your GP or pharmacist before starting any supplement, and mention everything you already take.',
    ],
    sources: [SOURCES.odsZinc, SOURCES.odsSelenium, SOURCES.odsFolate],
    related: ['do-fertility-supplements-work', 'coq10-and-l-carnitine', 'alcohol-and-sperm'],
    suggestedQuestions: ['Does zinc help sperm count?', 'Can you take too much selenium?'],
  },
  {
    slug: 'coq10-and-l-carnitine',
    title: 'Coenzyme Q10 and L-carnitine',
    topic: 'supplements',
    summary:
      'CoQ10 and L-carnitine help cells make energy and appear in many sperm supplements. Some small studies suggest better motility, but evidence for more pregnancies is weak.',
    paragraphs: [
      '**Coenzyme Q10 (CoQ10)** and **L-carnitine** are substances the body makes itself and that are also found in meat, fish and some other foods. Both are involved in how cells produce energy, which is why they are thought to matter for sperm, which need energy to swim.',
      'Some small trials have reported improvements in **sperm motility** or concentration with these supplements. However, the studies were often short, used different products and measured sperm rather than pregnancies. When researchers pool the evidence, the effect on live births remains **uncertain**.',
      'They are generally well tolerated, but side effects such as stomach upset can occur, and CoQ10 can interact with some medicines, including blood thinners. Product quality varies between brands.',
      'For men who want to try them, it makes sense to treat any supplement as a small addition to the basics that matter more: not smoking, moderate alcohol, a healthy weight, avoiding heat, and a proper assessment of any cause.',
      'Talk to your GP or pharmacist before starting, especially if you take other medicines, and keep your fertility specialist informed about everything you take.',
    ],
    sources: [SOURCES.odsWhatToKnow, SOURCES.medlineSupplements],
    related: [
      'do-fertility-supplements-work',
      'zinc-selenium-and-folate',
      'sperm-motility-and-morphology',
    ],
    suggestedQuestions: ['Is CoQ10 good for sperm?', 'What does L-carnitine do for fertility?'],
  },
  {
    slug: 'testosterone-boosters-and-supplement-safety',
    title: '"Testosterone boosters" and supplement safety',
    topic: 'supplements',
    summary:
      'Products sold as testosterone boosters rarely have good evidence, and some contain hidden hormones or drugs. Check with a doctor or pharmacist before taking them.',
    paragraphs: [
      'Shelves and websites are full of products promising to raise testosterone, build muscle or boost performance. Common ingredients include herbs such as fenugreek, ashwagandha and tribulus, along with vitamins and minerals.',
      'For most of these ingredients, the evidence that they raise testosterone meaningfully in healthy men is **limited or inconsistent**. Where small effects have been seen, they are usually far smaller than marketing suggests.',
      'A more serious problem is **contamination**. Regulators have repeatedly found products labelled as natural supplements that contain **undeclared steroids, hormone-like substances or erection medicines**. These can shut down sperm production, cause side effects, or interact dangerously with heart medicines.',
      'Signs a product is risky include promises of dramatic results, "proprietary blends" that hide amounts, sales only through social media or unknown websites, and no clear manufacturer details.',
      'If you have symptoms of low testosterone, a morning blood test through your GP is the right first step. Ask a pharmacist to check any supplement against your medicines, and stop any product that causes chest pain, palpitations, severe headache or mood changes, seeking urgent help if symptoms are severe.',
    ],
    sources: [SOURCES.odsWhatToKnow, SOURCES.medlineSupplements],
    related: [
      'testing-testosterone',
      'anabolic-steroids-and-fertility',
      'do-fertility-supplements-work',
    ],
    suggestedQuestions: ['Do testosterone boosters work?', 'Are testosterone supplements safe?'],
  },
];
