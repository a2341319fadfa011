import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const scrotalPainArticles: HealthArticleSeed[] = [
  {
    slug: 'causes-of-scrotal-pain',
    title: 'Causes of pain in the testicles or scrotum',
    topic: 'scrotal_pain',
    summary:
      'Testicle pain ranges from a harmless ache to an emergency. Sudden severe pain needs the emergency department; a dull, long-standing ache needs a routine appointment.',
    paragraphs: [
      'The first question with any testicle pain is **how it started**. Pain that comes on **suddenly and severely**, especially with nausea or vomiting, can be testicular torsion, a twisted testicle, and needs the emergency department **straight away**.',
      'Pain that builds over hours or a day or two, with swelling, warmth or a fever, often comes from **epididymitis or orchitis**, an inflammation usually caused by infection. It needs to be seen the same day. A fever with a red, hot, very painful scrotum can be a serious infection and needs emergency care.',
      'A **dull, dragging ache** that gets worse with standing and better lying down is typical of a **varicocele**. Other causes of a gradual ache include a hernia, a fluid collection (hydrocele), a cyst, pain referred from the back or from a kidney stone, and ongoing pain after surgery such as a vasectomy.',
      'Injury is another cause. Most knocks settle within an hour, but severe pain, swelling, bruising or vomiting after an injury need urgent assessment.',
      'Book a routine appointment for pain that keeps coming back or has lasted more than a few weeks, and see a doctor within two weeks for any new lump. When in doubt about sudden pain, go now rather than wait.',
    ],
    sources: [SOURCES.nhsTesticlePain, SOURCES.medlineTesticularDisorders],
    related: [
      'testicular-torsion',
      'epididymitis-and-orchitis',
      'varicocele-symptoms',
      'injury-to-the-testicles',
    ],
    suggestedQuestions: [
      'Which testicle pain needs the emergency department?',
      'Why does my testicle ache?',
    ],
  },
  {
    slug: 'testicular-torsion',
    title: 'Testicular torsion: an emergency',
    topic: 'scrotal_pain',
    summary:
      'Torsion is when a testicle twists on its cord and loses its blood supply. Sudden severe testicle pain needs the emergency department straight away; surgery within hours can save the testicle.',
    paragraphs: [
      '**If you or your child has sudden, severe pain in a testicle, go to the nearest emergency department now, or call your local emergency number.** Do not wait to see if it settles, and do not wait for a routine appointment.',
      'Testicular torsion happens when the testicle rotates and twists the spermatic cord, which carries its blood supply. It is most common between the ages of 12 and 18 but can happen at any age, including in babies and adults, often during sleep or after exercise.',
      'Typical signs are **sudden, severe pain** in one testicle, often with **nausea or vomiting**, **swelling**, and a testicle that sits **higher** than usual or at an odd angle. Some people, especially children, feel the pain in the lower belly or groin instead. Pain that eases for a while can still be torsion.',
      'Treatment is an operation to untwist the testicle and fix both testicles in place so it cannot happen again. When surgery happens within about six hours, the testicle can usually be saved; the chances fall with every hour after that.',
      'Anyone who has had an episode of sudden pain that went away by itself should still see a doctor soon, because intermittent twisting can happen again.',
    ],
    sources: [SOURCES.nhsTesticlePain, SOURCES.mayoTesticularTorsion, SOURCES.auaTorsion],
    related: ['causes-of-scrotal-pain', 'emergency-signs-for-men', 'epididymitis-and-orchitis'],
    suggestedQuestions: [
      'What are the signs of testicular torsion?',
      'How fast does torsion need surgery?',
    ],
  },
  {
    slug: 'epididymitis-and-orchitis',
    title: 'Epididymitis and orchitis',
    topic: 'scrotal_pain',
    summary:
      'Epididymitis and orchitis are inflammation of the tube behind the testicle or the testicle itself, usually from infection. They cause pain and swelling over hours to days and need prompt treatment.',
    paragraphs: [
      'The epididymis is the coiled tube at the back of each testicle where sperm mature. **Epididymitis** is inflammation of this tube; when the testicle is involved too, it is called **epididymo-orchitis**. Mumps can cause orchitis on its own.',
      'Symptoms usually come on over **hours to a couple of days**: pain and tenderness at the back of the testicle, swelling, redness or warmth of the scrotum, and sometimes fever, pain when passing urine or a discharge from the penis.',
      'In younger sexually active men, the cause is often a **sexually transmitted infection** such as chlamydia or gonorrhoea. In older men it is more often a **urinary infection** spreading down. Testing for both guides the right antibiotic, and sexual partners may need treatment too.',
      'Rest, supportive underwear, cold packs and pain relief help while the antibiotics work. Symptoms should start to improve within a few days, although swelling can take weeks to go down fully.',
      'See a doctor the same day if you think you have epididymitis. Go to the emergency department if the pain started suddenly (it may be torsion), if you have a high fever with a red, very painful scrotum, or if you feel very unwell. Get reviewed again if you are not better after finishing treatment.',
    ],
    sources: [SOURCES.nhsEpididymitis, SOURCES.auaEpididymitis],
    related: ['causes-of-scrotal-pain', 'scrotal-infection-with-fever', 'testicular-torsion'],
    suggestedQuestions: ['What is epididymitis?', 'Can an STI cause testicle pain?'],
  },
  {
    slug: 'injury-to-the-testicles',
    title: 'Injury to the testicles',
    topic: 'scrotal_pain',
    summary:
      'Most knocks to the testicles hurt a lot and settle within an hour. Severe or lasting pain, swelling, bruising or vomiting after an injury need urgent assessment.',
    paragraphs: [
      'A blow to the testicles from a kick, a ball, a fall onto a bar or a crush injury is extremely painful, and nausea is common at first. In most cases the pain eases steadily within an hour and there is no lasting harm.',
      '**Go to the emergency department** if the pain is severe or not easing after an hour, if the scrotum swells or bruises significantly, if you keep vomiting, if there is blood in the urine or you cannot pass urine, or if there is a wound. These can be signs of a **ruptured testicle** or bleeding inside the scrotum, which often need surgery within hours to save the testicle.',
      'An injury to the **penis** during sex, often with a popping or cracking sound, sudden loss of the erection, then swelling and bruising, can be a **penile fracture**. This is also an emergency.',
      'For minor knocks, rest, supportive underwear, a cold pack wrapped in a cloth and simple pain relief are usually enough. Check the area over the next few days for new swelling or a lump.',
      'Wearing a protective cup in contact sports and when playing cricket, hockey or baseball greatly reduces the risk of serious injury.',
    ],
    sources: [SOURCES.nhsTesticlePain, SOURCES.medlineTesticularDisorders],
    related: [
      'causes-of-scrotal-pain',
      'emergency-signs-for-men',
      'lumps-and-swellings-in-the-scrotum',
    ],
    suggestedQuestions: [
      'When does a kick to the testicles need a doctor?',
      'What is a penile fracture?',
    ],
  },
  {
    slug: 'testicular-self-examination',
    title: 'How to check your testicles',
    topic: 'scrotal_pain',
    summary:
      'A quick monthly self-check, ideally after a warm shower, helps you learn what is normal for you and spot a new lump or change early.',
    paragraphs: [
      'Testicular cancer is most common in men aged roughly 15 to 49, and it is one of the most treatable cancers when found early. Getting to know how your testicles normally feel makes it easier to notice a change.',
      'The best time is **after a warm bath or shower**, when the scrotum is relaxed. Hold the scrotum in your palm and roll each testicle gently between your thumb and fingers. Feel for any **lump, swelling, hardness or change in size or shape**.',
      'It is normal for one testicle to be slightly larger or to hang lower than the other. Behind each testicle you will feel the soft, coiled **epididymis**, and above it the firmer **spermatic cord**; these are normal structures, not lumps.',
      'A once-a-month check is enough. There is no need to worry about every small variation; the point is to notice something **new** that stays.',
      'See a doctor within **two weeks** if you find a new lump, swelling, a change in firmness, or a heavy feeling in the scrotum. Most lumps turn out not to be cancer, but they should always be checked.',
    ],
    sources: [SOURCES.nhsTesticularCancer, SOURCES.medlineTesticularCancer],
    related: [
      'lumps-and-swellings-in-the-scrotum',
      'when-to-see-a-urologist',
      'causes-of-scrotal-pain',
    ],
    suggestedQuestions: [
      'How do I check my testicles for lumps?',
      'Is it normal for one testicle to hang lower?',
    ],
  },
  {
    slug: 'lumps-and-swellings-in-the-scrotum',
    title: 'Lumps and swellings in the scrotum',
    topic: 'scrotal_pain',
    summary:
      'Most scrotal lumps are harmless, such as cysts, hydroceles or varicoceles, but a lump in the testicle itself must be checked within two weeks.',
    paragraphs: [
      'Finding a lump can be frightening. Most lumps and swellings in the scrotum are benign, but the only way to be sure is to have it examined, usually followed by an ultrasound scan.',
      'Common harmless causes include an **epididymal cyst** or spermatocele (a smooth fluid-filled lump above or behind the testicle), a **hydrocele** (fluid around the testicle making the scrotum swell), a **varicocele** (a "bag of worms" of enlarged veins) and an **inguinal hernia** (a bulge that may come and go).',
      'A **hard, painless lump within the testicle itself**, or a testicle that has become larger, firmer or heavier, needs checking for **testicular cancer**. It is highly treatable, especially when found early.',
      'A swelling that is painful, red and hot, particularly with a fever, may be an infection and needs to be seen the same day, or at the emergency department if you feel very unwell.',
      'See your GP within **two weeks** for any new lump or swelling. Go to the emergency department if a swelling appears with sudden severe pain.',
    ],
    sources: [
      SOURCES.nhsTesticularCancer,
      SOURCES.nhsHydrocele,
      SOURCES.medlineTesticularDisorders,
    ],
    related: [
      'testicular-self-examination',
      'what-is-a-varicocele',
      'scrotal-infection-with-fever',
    ],
    suggestedQuestions: ['Is a lump on my testicle cancer?', 'What is an epididymal cyst?'],
  },
  {
    slug: 'scrotal-infection-with-fever',
    title: 'Fever with a red, swollen scrotum',
    topic: 'scrotal_pain',
    summary:
      'A fever with a red, hot, swollen or very painful scrotum can be a serious, fast-spreading infection. It needs emergency care, particularly if the skin darkens or you feel very unwell.',
    paragraphs: [
      '**If you have a fever and your scrotum or groin is red, hot, swollen and very painful, especially if the redness is spreading, the skin looks dark or you feel very unwell, go to the emergency department now.**',
      "Most scrotal infections are epididymitis or a skin infection that respond well to antibiotics when treated early. Rarely, an infection can spread quickly through the tissues of the genitals and perineum, a condition called **Fournier's gangrene**. It is more likely in people with diabetes, a weakened immune system, heavy alcohol use or a recent procedure in the area.",
      'Warning signs of a serious infection include pain that seems out of proportion to what you can see, redness spreading over hours, skin turning purple, grey or black, blisters, a bad smell, fever or shivering, and feeling confused or faint. These can also be signs of **sepsis**.',
      'Serious infections are treated in hospital with antibiotics through a drip and, when tissue is damaged, surgery. Early treatment makes a very large difference.',
      'For milder symptoms, such as a little redness and tenderness without fever, see a doctor the same day rather than waiting.',
    ],
    sources: [SOURCES.nhsSepsis, SOURCES.nhsEpididymitis],
    related: [
      'epididymitis-and-orchitis',
      'warning-signs-after-a-procedure',
      'emergency-signs-for-men',
    ],
    suggestedQuestions: ["What is Fournier's gangrene?", 'When is scrotal swelling an emergency?'],
  },
];
