import type { HealthArticleSeed } from '../health-articles';
import { SOURCES } from './sources';

export const erectileFunctionArticles: HealthArticleSeed[] = [
  {
    slug: 'how-erections-work',
    title: 'How erections work',
    topic: 'erectile_function',
    summary:
      'An erection needs nerves, blood vessels, hormones and the mind working together: arousal relaxes the muscles in the penis so blood flows in and is held there.',
    paragraphs: [
      'An erection starts with a signal, either from arousal in the brain or from touch. Nerves release chemical messengers that relax the smooth muscle in the two spongy chambers of the penis, the corpora cavernosa.',
      'As the muscle relaxes, the arteries widen and **blood flows in** quickly. The chambers fill and press against the veins that normally drain them, so **blood is held in** and the penis becomes firm. After orgasm, or when arousal fades, the muscle tightens again and the blood drains away.',
      'This means erections depend on healthy **blood vessels**, working **nerves**, adequate **hormones** (especially testosterone for sex drive), and a **mind** that is not too distracted by stress or anxiety. A problem in any one of these can affect erections.',
      'It is normal to have occasional difficulty, for example when tired, stressed or after drinking. Healthy men also have several erections during sleep each night, which is why morning erections are a useful sign that the physical system is working.',
      'If erection problems happen most of the time for more than a few weeks, see your GP. It is a common problem, it is treatable, and it can be an early sign of other health issues worth finding.',
    ],
    sources: [SOURCES.nhsErection, SOURCES.medlineErectileDysfunction],
    related: [
      'causes-of-erection-problems',
      'erection-problems-and-heart-health',
      'treatments-for-erection-problems',
    ],
    suggestedQuestions: [
      'Why do I get morning erections?',
      'What happens in the body during an erection?',
    ],
  },
  {
    slug: 'causes-of-erection-problems',
    title: 'Causes of erection problems',
    topic: 'erectile_function',
    summary:
      'Erection problems can be physical (blood vessels, diabetes, hormones, medicines), psychological (stress, anxiety, relationship issues), or a mix of both.',
    paragraphs: [
      'Erectile dysfunction means having trouble getting or keeping an erection firm enough for sex, most of the time. It becomes more common with age but is not an inevitable part of getting older.',
      '**Physical causes** are the most common, especially over 40. They include narrowed blood vessels (linked to high blood pressure, high cholesterol and smoking), diabetes, obesity, low testosterone, nerve damage after pelvic surgery or injury, and side effects of some medicines, such as certain blood pressure tablets and antidepressants. Heavy drinking and recreational drugs play a part too.',
      '**Psychological causes** include stress, anxiety, depression, tiredness and relationship problems. **Performance anxiety**, where worry about a previous difficulty makes the next one more likely, can keep the problem going even after the original cause has passed.',
      'A clue to the cause: if you still get firm erections in the morning or when alone, a psychological cause is more likely; if erections have faded gradually in all situations, a physical cause is more likely. Often it is a mix.',
      'See your GP, who can check your blood pressure, blood sugar, cholesterol and, if needed, testosterone, and review your medicines. Do not stop a prescribed medicine without talking to your prescriber first.',
    ],
    sources: [SOURCES.nhsErection, SOURCES.mayoErectileDysfunction],
    related: [
      'how-erections-work',
      'erection-problems-and-heart-health',
      'signs-of-low-testosterone',
    ],
    suggestedQuestions: [
      'What causes erectile dysfunction?',
      'Can anxiety cause erection problems?',
    ],
  },
  {
    slug: 'erection-problems-and-heart-health',
    title: 'Erection problems and heart health',
    topic: 'erectile_function',
    summary:
      'The blood vessels in the penis are small, so they often show narrowing before the heart does. Erection problems can be an early warning worth checking.',
    paragraphs: [
      'The arteries that supply the penis are narrower than those supplying the heart. When the lining of blood vessels is damaged by high blood pressure, high cholesterol, diabetes or smoking, the smaller vessels tend to show the effect first.',
      'That is why erectile dysfunction, especially when it develops gradually in a man in his 40s or 50s, can appear **some years before** symptoms of heart disease. It is a useful early warning, not a reason for alarm.',
      'A doctor will usually check your **blood pressure**, **cholesterol**, **blood sugar** and weight, ask about smoking and family history, and may estimate your overall heart risk.',
      'The good news is that the same steps protect both: stopping smoking, being more active, eating well, cutting down on alcohol, reaching a healthier weight and treating blood pressure, cholesterol and diabetes. Improving these can improve erections too.',
      'Some erection medicines must not be combined with nitrate medicines for chest pain, so always tell doctors about every medicine you take. If you ever have chest pain or pressure during sex or at any other time, call your local emergency number.',
    ],
    sources: [SOURCES.mayoErectileDysfunction, SOURCES.nhsErection, SOURCES.nhsHeartAttack],
    related: [
      'causes-of-erection-problems',
      'smoking-and-male-fertility',
      'emergency-signs-for-men',
    ],
    suggestedQuestions: [
      'Is erectile dysfunction a sign of heart disease?',
      'Why check my blood pressure for ED?',
    ],
  },
  {
    slug: 'treatments-for-erection-problems',
    title: 'Treatments for erection problems',
    topic: 'erectile_function',
    summary:
      'Treatments range from lifestyle changes and talking therapy to prescription tablets, vacuum devices, injections and implants. Most men find something that works.',
    paragraphs: [
      'Erection problems are very treatable, and the best approach depends on the cause. Often a combination works better than any one option.',
      '**Lifestyle changes** come first for many men: stopping smoking, more exercise, weight loss, less alcohol and better sleep. Treating conditions such as diabetes or high blood pressure, and reviewing medicines that may be contributing, can also help.',
      '**Prescription tablets** that improve blood flow to the penis are effective for many men. They only work with sexual arousal and are not suitable for everyone, particularly men taking nitrate medicines for chest pain. A doctor or pharmacist will check they are safe for you. Buying them from unregulated websites risks fake or contaminated products.',
      'Other options include **vacuum devices**, **medicine injected into the penis or placed in the urethra**, and, for men in whom nothing else works, **penile implants**. **Psychosexual therapy**, alone or with a partner, helps when anxiety or relationship issues play a part.',
      'An erection that lasts more than four hours, or is painful and will not go down, is an emergency: go to the emergency department. Speak to your GP to start with any of the treatments above.',
    ],
    sources: [SOURCES.nhsErection, SOURCES.medlineErectileDysfunction],
    related: [
      'causes-of-erection-problems',
      'priapism-an-erection-that-will-not-go-down',
      'erection-problems-and-heart-health',
    ],
    suggestedQuestions: [
      'What treatments are there for erectile dysfunction?',
      'Is it safe to buy ED pills online?',
    ],
  },
  {
    slug: 'priapism-an-erection-that-will-not-go-down',
    title: 'Priapism: an erection that will not go down',
    topic: 'erectile_function',
    summary:
      'Priapism is an erection lasting more than four hours, or a painful erection not linked to arousal. It is an emergency that needs treatment within hours.',
    paragraphs: [
      '**If you have an erection that has lasted more than four hours, or is painful and will not go down, go to the emergency department now.** Do not wait for it to settle on its own.',
      'Priapism happens when blood gets trapped in the penis and cannot drain. In the most common type, the trapped blood loses oxygen, which is why the penis becomes painful. Without treatment, the erectile tissue can be permanently damaged, leading to lasting erection problems.',
      'Causes include injections or tablets used to treat erection problems, some antidepressants and antipsychotic medicines, alcohol and recreational drugs, blood conditions such as sickle cell disease, and injury to the genitals or the area between the legs.',
      'In hospital, doctors usually drain blood from the penis with a fine needle and may inject medicine to narrow the blood vessels. The earlier this is done, the better the chance of keeping normal erections.',
      'If you have had priapism before, or use injection treatment for erections, ask your doctor for a written plan for what to do if it happens again. Erections that last a bit longer than usual after taking tablets, but go down within a couple of hours, should still be mentioned to your prescriber.',
    ],
    sources: [SOURCES.nhsPriapism, SOURCES.auaPriapism],
    related: ['treatments-for-erection-problems', 'emergency-signs-for-men', 'how-erections-work'],
    suggestedQuestions: [
      'What should I do if my erection lasts more than 4 hours?',
      'What causes priapism?',
    ],
  },
];
