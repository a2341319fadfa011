import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const treatmentRecoveryArticles: HealthArticleSeed[] = [
  {
    slug: 'varicocele-treatment-options',
    title: 'Varicocele treatment options',
    topic: 'treatment_recovery',
    summary:
      'A varicocele can be repaired by surgery, ideally with a microscope, or closed from inside the vein by embolisation. Both are usually day procedures.',
    paragraphs: [
      'All varicocele treatments work the same way in principle: they block the faulty veins so blood drains through healthy ones instead. The choice is about how the veins are reached.',
      '**Microsurgical varicocelectomy** is done through a small cut in the groin or just below it. Using an operating microscope, the surgeon ties off the enlarged veins while sparing the artery and lymph vessels. It has some of the lowest rates of recurrence and of fluid build-up (hydrocele).',
      '**Embolisation** is done by an interventional radiologist. A thin tube is passed into a vein in the groin or neck, guided by X-ray to the testicular vein, which is then blocked with tiny coils or a sealing liquid. There is no cut in the scrotum or groin other than a needle puncture.',
      '**Laparoscopic** (keyhole) and **open** surgery above the groin are also used in some centres. They work, but they tend to have higher rates of hydrocele than the microscopic approach.',
      'Which is best for you depends on your anatomy, whether the varicocele has come back after a previous repair, your wish to avoid general anaesthetic, and the experience of the local team. Ask what results and complication rates your surgeon or radiologist sees in their own practice.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsVaricocele],
    related: [
      'microsurgical-varicocelectomy',
      'varicocele-embolisation',
      'does-a-varicocele-need-treatment',
    ],
    suggestedQuestions: [
      'Is surgery or embolisation better for varicocele?',
      'What is a microsurgical varicocelectomy?',
    ],
  },
  {
    slug: 'microsurgical-varicocelectomy',
    title: 'Microsurgical varicocelectomy',
    topic: 'treatment_recovery',
    summary:
      'In a microsurgical varicocelectomy the surgeon uses an operating microscope to tie off the faulty veins through a small groin incision, keeping the artery and lymph vessels intact.',
    paragraphs: [
      'Microsurgical varicocelectomy is widely seen as the reference surgical treatment for varicoceles. It is usually a day-case operation under general anaesthetic, though some centres use a spinal or local anaesthetic.',
      'The surgeon makes a cut of two to three centimetres in the groin or just below it, lifts out the spermatic cord, and examines it under high magnification. The enlarged veins are tied and divided. The testicular artery, which brings blood to the testicle, and the lymph vessels, which drain fluid away, are identified and left alone.',
      'Sparing the lymph vessels is what keeps the risk of a **hydrocele** (a fluid collection around the testicle) low, and careful work under the microscope keeps the chance of the varicocele coming back low as well.',
      'The operation takes one to two hours. Most men go home the same day with a small dressing and dissolvable stitches, and need a few days off desk work.',
      'Contact your surgical team if you develop a fever, redness spreading from the wound, swelling that keeps increasing, or bleeding that soaks the dressing. Severe pain that is getting worse rather than better needs urgent review.',
    ],
    sources: [SOURCES.auaVaricoceles],
    related: [
      'recovery-after-varicocele-surgery',
      'risks-of-varicocele-treatment',
      'varicocele-treatment-options',
    ],
    suggestedQuestions: [
      'How long does varicocele surgery take?',
      'Is varicocele surgery done under general anaesthetic?',
    ],
  },
  {
    slug: 'varicocele-embolisation',
    title: 'Varicocele embolisation',
    topic: 'treatment_recovery',
    summary:
      'Embolisation closes the faulty vein from the inside using coils or a sealing liquid, placed through a needle puncture in the groin or neck under X-ray guidance.',
    paragraphs: [
      'Embolisation is a treatment carried out by an interventional radiologist rather than a surgeon. It is normally done under local anaesthetic, sometimes with light sedation, and you go home the same day.',
      'After numbing the skin, the radiologist places a fine tube into a vein in the groin or the neck. Using X-ray images and contrast dye, they steer the tube down to the testicular vein and block it with small metal coils, a sclerosant liquid, or both. The puncture site is closed with pressure and a small dressing.',
      'Because there is no surgical cut, most men are back to light activities within a day or two. The procedure uses a small dose of radiation, and the contrast dye can rarely cause an allergic reaction, so tell the team about any previous reaction to dye or iodine.',
      'Embolisation is a good option for many men, including those whose varicocele has returned after surgery. Sometimes the veins cannot be reached because of their shape; the radiologist will then stop and discuss surgery instead.',
      'Get urgent help if, after the procedure, you have swelling or bleeding at the puncture site that will not stop with firm pressure, a fever, or chest pain or breathlessness.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsVaricocele],
    related: [
      'recovery-after-varicocele-embolisation',
      'varicocele-treatment-options',
      'risks-of-varicocele-treatment',
    ],
    suggestedQuestions: [
      'Does varicocele embolisation hurt?',
      'How quickly can I go back to work after embolisation?',
    ],
  },
  {
    slug: 'laparoscopic-and-open-varicocele-repair',
    title: 'Laparoscopic and open varicocele repair',
    topic: 'treatment_recovery',
    summary:
      'Keyhole (laparoscopic) and open repairs tie off the testicular veins higher up, above the groin. They are effective but leave a higher chance of a fluid build-up than microsurgery.',
    paragraphs: [
      'Before operating microscopes were common, most varicoceles were repaired by tying the testicular veins higher up, where there are fewer branches. These approaches are still used in some hospitals and for some patients.',
      'In a **laparoscopic** repair, the surgeon uses a camera and small instruments inserted through a few keyhole cuts in the abdomen under general anaesthetic. It can treat both sides in one operation. In an **open retroperitoneal** repair, a single larger cut is made just inside the hip bone.',
      'Both methods work, but because the lymph vessels are harder to spare at that level, they carry a higher chance of a **hydrocele**, a painless fluid collection around the testicle that sometimes needs its own small operation. Recurrence rates vary between centres.',
      'Recovery is similar to other day-case operations: a few days of rest, then a gradual return to normal activity. Keyhole surgery involves entering the abdomen, so shoulder-tip pain from the gas used is common for a day or two.',
      'If you are offered one of these approaches, it is reasonable to ask why it was chosen over microsurgery or embolisation, and what results the team achieves.',
    ],
    sources: [SOURCES.auaVaricoceles],
    related: [
      'varicocele-treatment-options',
      'microsurgical-varicocelectomy',
      'risks-of-varicocele-treatment',
    ],
    suggestedQuestions: [
      'What is the difference between laparoscopic and microsurgical varicocele repair?',
    ],
  },
  {
    slug: 'recovery-after-varicocele-surgery',
    title: 'Recovery after varicocele surgery',
    topic: 'treatment_recovery',
    summary:
      "Most men are back at a desk within a few days of varicocele surgery and back to full exercise after about two weeks, following their surgeon's advice.",
    paragraphs: [
      'The first day or two are the most uncomfortable. Expect some soreness around the cut and mild swelling or bruising of the scrotum. Simple pain relief recommended by your team, cold packs wrapped in a cloth for short periods, and **supportive underwear** help most men.',
      'Keep the wound clean and dry for as long as your team advises, usually a day or two before showering. Dissolvable stitches need no removal. Rest at home for the first couple of days, walking around the house to keep your circulation going.',
      "Many men return to **desk work** after two to four days. Jobs involving heavy lifting usually need a longer break. **Strenuous exercise and heavy lifting** are generally avoided for around two weeks, and **sex** can resume once it is comfortable, often after one to two weeks. Your surgeon's own instructions come first.",
      'A small, painless firmness under the scar is common and settles over weeks. Semen quality takes around three months or more to reflect any change, so a follow-up semen analysis is usually planned three to six months after the operation.',
      'Contact your surgical team promptly for a fever, redness spreading from the wound, swelling that keeps growing, or bleeding that soaks through the dressing. Go to the emergency department for severe pain that is getting rapidly worse.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsVaricocele],
    related: [
      'warning-signs-after-a-procedure',
      'results-after-varicocele-repair',
      'supportive-underwear-for-varicocele',
    ],
    suggestedQuestions: [
      'When can I exercise after varicocele surgery?',
      'When can I have sex after a varicocelectomy?',
    ],
  },
  {
    slug: 'recovery-after-varicocele-embolisation',
    title: 'Recovery after varicocele embolisation',
    topic: 'treatment_recovery',
    summary:
      'Recovery after embolisation is usually quick: light activity the next day, most normal activities within a few days, and a follow-up semen test after about three months if fertility was the reason.',
    paragraphs: [
      'After embolisation you rest for a short time on the ward while the puncture site is checked, then go home the same day. You should not drive yourself home if you were given sedation.',
      'A small bruise at the puncture site in the groin or neck is normal. Some men feel a dull ache in the groin, back or scrotum for a few days as the blocked vein settles; simple pain relief usually helps. Keep the puncture dressing dry for the first day.',
      'Most men return to **desk work within one to two days**. Heavy lifting and strenuous exercise are often avoided for about a week, but follow the specific advice from your radiologist.',
      'As with surgery, any effect on sperm takes time to show, because sperm take around three months to develop. A repeat semen analysis is usually planned for three to six months after the procedure.',
      'Get urgent help if the puncture site swells or bleeds and firm pressure for ten minutes does not stop it, if you develop a fever, or if you notice chest pain or sudden breathlessness.',
    ],
    sources: [SOURCES.auaVaricoceles],
    related: [
      'varicocele-embolisation',
      'warning-signs-after-a-procedure',
      'sperm-take-about-three-months',
    ],
    suggestedQuestions: ['How long does the ache last after embolisation?'],
  },
  {
    slug: 'results-after-varicocele-repair',
    title: 'What results to expect after varicocele repair',
    topic: 'treatment_recovery',
    summary:
      'After a repair, many men see better semen results within three to twelve months, and pain often improves. Results vary, and repair is not a guarantee of pregnancy.',
    paragraphs: [
      'The two main reasons for treating a varicocele are fertility and pain, and it helps to know what improvement usually looks like for each.',
      "For **fertility**, semen quality improves in many men after repair, most often in sperm concentration and movement. Because sperm take around three months to develop and mature, the first meaningful check is usually three to six months after treatment, and improvement can continue for up to a year. Studies suggest that, in carefully selected couples, natural pregnancy rates also improve, but this depends heavily on the female partner's age and fertility.",
      'For **pain**, most men with the typical dull, dragging ache feel better after treatment, although not everyone is completely pain-free. Pain that does not follow the usual varicocele pattern is less likely to respond.',
      'A small share of varicoceles come back. If that happens, a second treatment (often embolisation after surgery, or surgery after embolisation) is usually possible.',
      'If your semen results have not improved after six to twelve months, or you and your partner are running out of time, talk to your specialist about assisted conception alongside or instead of waiting.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.auaMaleInfertility],
    related: [
      'varicocele-and-fertility',
      'sperm-take-about-three-months',
      'assisted-conception-options',
    ],
    suggestedQuestions: [
      'How long after varicocele repair do sperm numbers improve?',
      'Can a varicocele come back after surgery?',
    ],
  },
  {
    slug: 'risks-of-varicocele-treatment',
    title: 'Risks of varicocele treatment',
    topic: 'treatment_recovery',
    summary:
      'Varicocele treatments are generally safe. The main risks are a fluid build-up (hydrocele), the varicocele coming back, and the usual small risks of any procedure.',
    paragraphs: [
      'Every procedure carries some risk, and it is worth understanding them before deciding. For varicocele treatment, serious problems are uncommon.',
      'A **hydrocele** is a painless collection of fluid around the testicle that happens when lymph vessels are blocked. It is least common after microsurgery and more common after repairs done higher up. Small ones need nothing; large ones can be drained or repaired.',
      '**Recurrence** means the varicocele returns because a vein was missed or new channels opened. It is possible after any method and can usually be treated again. Injury to the testicular artery, which could shrink the testicle, is rare in experienced hands.',
      'General risks include bleeding, bruising, wound infection and reactions to anaesthetic. Embolisation adds a small dose of X-ray radiation, a rare reaction to contrast dye, and a very small chance of a coil moving out of place.',
      'Call your team for any fever, spreading redness or increasing swelling after treatment, and seek emergency care for severe worsening pain, heavy bleeding, or sudden breathlessness or chest pain.',
    ],
    sources: [SOURCES.auaVaricoceles, SOURCES.nhsHydrocele],
    related: [
      'varicocele-treatment-options',
      'warning-signs-after-a-procedure',
      'lumps-and-swellings-in-the-scrotum',
    ],
    suggestedQuestions: [
      'What is a hydrocele after varicocele surgery?',
      'Is varicocele embolisation safe?',
    ],
  },
  {
    slug: 'warning-signs-after-a-procedure',
    title: 'Warning signs after a scrotal or groin procedure',
    topic: 'treatment_recovery',
    summary:
      'Mild soreness, bruising and swelling are expected after varicocele treatment or a vasectomy. Fever, spreading redness, heavy bleeding or rapidly worsening pain are not.',
    paragraphs: [
      'After any procedure on the scrotum or groin, including varicocele repair, embolisation and vasectomy, some discomfort is normal. Knowing what is expected makes it easier to spot what is not.',
      '**Expected:** soreness for a few days, bruising that may spread and change colour, mild swelling that peaks around day two or three and then settles, and a small amount of spotting on the dressing.',
      '**Contact your team the same day** if you have a temperature of 38 °C or higher, redness or warmth spreading from the wound, discharge or a bad smell, or swelling that keeps increasing after the third day.',
      '**Go to the emergency department or call your local emergency number** if bleeding soaks through the dressing and does not stop with firm pressure, if the scrotum becomes rapidly very swollen, tense and painful, if the skin turns dark or you feel very unwell with a fever, or if you develop chest pain or sudden breathlessness.',
      "Keep your discharge letter and the team's contact number somewhere easy to find for the first two weeks.",
    ],
    sources: [SOURCES.nhsVasectomy, SOURCES.nhsSepsis],
    related: [
      'recovery-after-varicocele-surgery',
      'recovery-after-varicocele-embolisation',
      'scrotal-infection-with-fever',
    ],
    suggestedQuestions: [
      'Is bruising normal after varicocele surgery?',
      'When should I worry after a vasectomy?',
    ],
  },
];
