import { describe, expect, it } from 'vitest';
import { RED_FLAG_RULES } from './red-flags';
import { classifierBar, triage, triageRules, urgentReply, urgentResult } from './triage';
import { CERTAIN_THRESHOLD, CONFIDENT_THRESHOLD } from './triage-classifier';
import { evaluateTriage } from './triage-evaluation';
import { heldOutSet, triageSet } from './triage-set';

describe('triage on the labelled prompts', () => {
  it('has at least 80 emergencies and 80 non-emergencies, plus 20 of each held out', () => {
    const main = evaluateTriage(triageSet);
    const heldOut = evaluateTriage(heldOutSet);
    expect(main.emergencies).toBeGreaterThanOrEqual(80);
    expect(main.nonEmergencies).toBeGreaterThanOrEqual(80);
    expect(heldOut.emergencies).toBeGreaterThanOrEqual(20);
    expect(heldOut.nonEmergencies).toBeGreaterThanOrEqual(20);
  });

  it('flags every emergency of the development set and at most 5% of the rest', () => {
    const figures = evaluateTriage(triageSet);
    expect(figures.missedEmergencies).toEqual([]);
    expect(figures.recall).toBe(1);
    expect(figures.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  it('keeps its false alarms at or under 5% on the held-out prompts', () => {
    // Held-out recall is reported by `npm run triage:report`, not asserted: asserting it
    // would turn the held-out prompts into tuning data.
    expect(evaluateTriage(heldOutSet).falseAlarmRate).toBeLessThanOrEqual(0.05);
  });
});

describe('triage', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('recognises an emergency told in everyday words, caps, slang and no punctuation', () => {
    expect(kindOf('MY BALLS ARE KILLING ME OUT OF NOWHERE')).toBe('testicular_torsion');
    expect(kindOf('left nut hurts like hell since an hour and i feel like puking')).toBe(
      'testicular_torsion',
    );
    expect(kindOf('theres a crushing weight on my chest')).toBe('chest_pain');
  });

  it('reads through misspellings', () => {
    expect(kindOf('sudden excrutiating pain in my testical')).toBe('testicular_torsion');
    expect(kindOf('my scrotom is sweling and i have a feever')).toBe('scrotal_infection');
    expect(kindOf('bleding alot after surgery, soaked the bandage')).toBe('heavy_bleeding');
    expect(kindOf('i cant breath')).toBe('breathing');
  });

  it('does not raise an alarm for negated symptoms', () => {
    expect(kindOf('no chest pain and no trouble breathing')).toBeNull();
    expect(kindOf("I don't have sudden or severe pain, just a dull ache")).toBeNull();
    expect(kindOf('never had any bleeding after the vasectomy')).toBeNull();
  });

  it('keeps a negation inside its clause', () => {
    expect(kindOf('no fever, but my testicle suddenly hurts like crazy')).toBe(
      'testicular_torsion',
    );
    expect(kindOf("I don't know what is happening, my chest feels crushed")).toBe('chest_pain');
  });

  it('treats past and resolved events as history, unless the message says it is happening now', () => {
    expect(kindOf('I had sudden severe testicle pain two years ago, it was torsion')).toBeNull();
    expect(kindOf('when I was 16 I passed out at school')).toBeNull();
    expect(kindOf('the sharp pain in my ball went away after a minute')).toBeNull();
    expect(kindOf('I had torsion last year and now the other testicle suddenly hurts badly')).toBe(
      'testicular_torsion',
    );
  });

  it('answers hypothetical and informational questions about emergencies without an alarm', () => {
    expect(kindOf('what are the signs of testicular torsion?')).toBeNull();
    expect(kindOf('what happens if an erection lasts more than 4 hours')).toBeNull();
    expect(kindOf('how do I know if I am having a stroke')).toBeNull();
    expect(kindOf('if I ever get sudden severe pain in my testicle what should I do')).toBeNull();
    expect(kindOf('can a varicocele cause chest pain?')).toBeNull();
  });

  it('lets a present-time detail overrule a question frame', () => {
    expect(kindOf('how do I know if it is torsion? my ball has hurt really bad for 2 hours')).toBe(
      'testicular_torsion',
    );
  });

  it('flags an emergency happening to someone else', () => {
    expect(kindOf('my friend has crushing chest pain right now')).toBe('chest_pain');
    expect(kindOf("my dad's face is drooping and his speech is slurred")).toBe('stroke');
    expect(kindOf('my brother says he wants to kill himself')).toBe('suicide_self_harm');
  });

  it('does not take idioms for symptoms', () => {
    expect(kindOf('waiting for the results is driving me nuts')).toBeNull();
    expect(kindOf('this paperwork is killing me')).toBeNull();
    expect(kindOf('had my blood test for testosterone today')).toBeNull();
  });

  it('says what to do first and why, and nothing when not urgent', () => {
    const result = triage('I want to end my life');
    expect(result).toMatchObject({ urgent: true, kind: 'suicide_self_harm' });
    expect(result.instruction).toMatch(/crisis line \(988 in the US and Canada\)/);
    expect(result.reason.length).toBeGreaterThan(20);
    expect(triage('how should I prepare for a semen analysis')).toEqual({
      urgent: false,
      kind: null,
      instruction: '',
      reason: '',
      safetyNet: '',
    });
    expect(triage('   ').urgent).toBe(false);
  });

  it('cites the pages its guidance rests on: a crisis line for a crisis, and for every kind', () => {
    expect(triage('I want to end my life').sources?.map((s) => s.url)).toEqual([
      'https://988lifeline.org/',
      'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
    ]);
    for (const rule of RED_FLAG_RULES) {
      const sources = urgentResult(rule.kind).sources ?? [];
      expect(sources.length, rule.kind).toBeGreaterThan(0);
      for (const source of sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });
});

describe('blind rounds 23-25: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('names the emergency the message is about when the words fit several', () => {
    // A locked door and no answer read as a faint by the words; the razor says self-harm.
    expect(
      kindOf(
        'my flatmate said he wants to hurt himself again, he has a blade in his room and wont answer the door',
      ),
    ).toBe('suicide_self_harm');
    // "can't talk" is a stroke sign, but here it is for want of air.
    expect(
      kindOf('inhaler is doing nothing, i cant get air in and my lips are going grey, cant talk'),
    ).toBe('breathing');
  });

  it('hears vomited blood and an injected erection that will not go down', () => {
    expect(
      kindOf('just brought up a big load of dark blood into the sink, twice now, feel dizzy'),
    ).toBe('heavy_bleeding');
    expect(
      kindOf(
        'did my caverject shot at 8 and been hard ever since, its past 1am and it aches like mad',
      ),
    ).toBe('priapism');
  });

  it('lets a planned-for "if he ever…", a checked-and-cleared visit and a price idiom be', () => {
    expect(
      kindOf('If my lad (10) ever gets sudden pain in a testicle, how would I know it is serious?'),
    ).toBeNull();
    expect(
      kindOf(
        'Went to the ER on Monday with chest tightness, bloods and ECG all clear, they said it was a strained muscle. How long does that take to heal?',
      ),
    ).toBeNull();
    expect(
      kindOf('Delivery was a heart attack of a bill, £12 for postage. Do the boxers run small?'),
    ).toBeNull();
  });
});

describe('blind rounds 26-27: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('reads "gone purple" as a change, not as gone away', () => {
    expect(
      kindOf('erection for 6 hours now after a pill, its gone a dark purple colour and throbs'),
    ).toBe('priapism');
  });

  it('hears an unknown number of tablets, a bladder with no wee, repeated drops and a one-sided blackout', () => {
    expect(
      kindOf(
        'my 2 year old got into the vitamins, she has eaten no idea how many, not sure how many',
      ),
    ).toBe('overdose');
    expect(
      kindOf(
        "grandad hasn't had a wee since breakfast, tummy hard and sore, keeps trying the toilet and nothing",
      ),
    ).toBe('urinary_retention');
    expect(
      kindOf(
        'my girlfriend keeps dropping, her eyes rolled back twice and this is the third time in the last hour',
      ),
    ).toBe('fainting');
  });

  it('lets over-and-done events, old scars, school projects and "nothing is wrong now" be', () => {
    expect(
      kindOf(
        'he fainted at the sight of the needle, came round in seconds and had a biscuit. is that common?',
      ),
    ).toBeNull();
    expect(
      kindOf('I self harmed years ago and the scars on my arms still bother me, can laser help?'),
    ).toBeNull();
    expect(
      kindOf('science project on why a 4 hour erection is dangerous, can u explain the blood part'),
    ).toBeNull();
    expect(
      kindOf(
        "what would twisted testicle pain feel like? nothing's wrong now, I just want to be prepared",
      ),
    ).toBeNull();
    expect(
      kindOf(
        'last season our keeper took a ball to the groin, iced it and played on. what goes in a first aid kit?',
      ),
    ).toBeNull();
  });
});

describe('blind rounds 28-29: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a farewell text, a weight on the chest and many tablets in a day', () => {
    expect(kindOf("my brother messaged me saying goodbye, now he won't pick up")).toBe(
      'suicide_self_harm',
    );
    expect(
      kindOf('feels like a brick is sitting on his chest and it spreads to his jaw, he is clammy'),
    ).toBe('chest_pain');
    expect(kindOf('she has had 16 tablets since lunch for a migraine')).toBe('overdose');
  });

  it('lets a leaflet, worry at night, a recovered stroke, work stress and gym talk be', () => {
    expect(
      kindOf(
        'the label on my sildenafil says seek help if an erection lasts over 4 hours, is that common?',
      ),
    ).toBeNull();
    expect(
      kindOf(
        "2am, can't sleep, worried my left testicle hangs lower. no pain at all, always been that way",
      ),
    ).toBeNull();
    expect(
      kindOf(
        "grandad's stroke was in 2021, mostly recovered, a bit of weakness in his right arm when he gets tired",
      ),
    ).toBeNull();
    expect(kindOf('this dissertation deadline is suffocating me lol')).toBeNull();
    expect(
      kindOf('killing myself in the gym every morning and still tired, is it my testosterone?'),
    ).toBeNull();
    expect(kindOf("the ache is dull and it doesn't wake me up at night")).toBeNull();
  });
});

describe('urgentReply', () => {
  it('opens with the instruction in bold, then the reason', () => {
    const result = triage('sudden severe pain in my left testicle');
    const reply = urgentReply(result);
    expect(reply.startsWith(`**${result.instruction}**`)).toBe(true);
    expect(reply.indexOf(result.reason)).toBeGreaterThan(result.instruction.length);
    expect(reply).toContain('911 in the US and Canada, 112 in the EU, 999 in the UK');
  });

  it('is empty when the message is not urgent', () => {
    expect(urgentReply(triage('what is a varicocele'))).toBe('');
  });
});

describe('blind rounds 30-34: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('lets hyperbole about clothes, sport, waits and embarrassment be', () => {
    expect(
      kindOf('the medium trunks are way too tight, honestly cant breathe in them, swap?'),
    ).toBeNull();
    expect(kindOf('our keeper choked again in the derby, anyway is the sale still on')).toBeNull();
    expect(
      kindOf('this six month waiting list is killing me, what helps the ache meanwhile?'),
    ).toBeNull();
    expect(kindOf('nearly died of cringe when the courier read the label out loud')).toBeNull();
    expect(kindOf('nearly passed out on the rowing machine, is that low iron?')).toBeNull();
    expect(
      kindOf('cut myself trimming down there last night, which cream helps it heal?'),
    ).toBeNull();
  });

  it('answers a question that uses a duration or a dose as a yardstick', () => {
    expect(kindOf('is it true an erection over 4 hours can cause lasting damage?')).toBeNull();
    expect(
      kindOf('how much vitamin D is too much a day? a friend called 4000 IU an overdose'),
    ).toBeNull();
    // ...but not when the duration is how long it has lasted.
    expect(
      kindOf('just wondering, my erection has been up for more than 4 hours now and hurts'),
    ).toBe('priapism');
  });

  it('hears vomited blood by the cupful, a wrong dose and a child into the tablets', () => {
    expect(
      kindOf('he threw up what looked like half a cup of dark blood into the toilet, very pale'),
    ).toBe('heavy_bleeding');
    expect(kindOf('sick earlier, looked like coffee grounds, feeling faint')).toBe(
      'heavy_bleeding',
    );
    expect(kindOf('I took 6 of my sleeping tablets instead of one by mistake an hour ago')).toBe(
      'overdose',
    );
    expect(kindOf('my son 2 found the pill box and he ate maybe three tablets, seems ok')).toBe(
      'overdose',
    );
  });

  it('lets the classifier name the emergency when it is very sure the one rule read another', () => {
    expect(
      kindOf(
        'swallowed 9 of my oxycodone instead of 2 about an hour ago, breathing slow and shallow',
      ),
    ).toBe('overdose');
  });
});

describe('blind rounds 35-37: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears choking on food, a child chewing into a blister pack and a threat to jump', () => {
    expect(
      kindOf('dad is choking on a piece of chicken, no sound coming out, clutching his throat'),
    ).toBe('breathing');
    expect(kindOf('my toddler chewed into the blister pack, two of the pills are gone')).toBe(
      'overdose',
    );
    expect(kindOf('my brother is on the bridge over the ring road saying he will jump')).toBe(
      'suicide_self_harm',
    );
  });

  it('lets near misses, frights and things that are over be', () => {
    expect(
      kindOf('my daughter almost choked on a sweet yesterday but coughed it out, fine since'),
    ).toBeNull();
    expect(
      kindOf('that penalty shoot-out nearly gave me a heart attack, do you sell socks'),
    ).toBeNull();
    expect(
      kindOf(
        'swallowed a big capsule wrong last night, coughed it up, throat sore today but breathing fine',
      ),
    ).toBeNull();
    expect(kindOf('took 2 zinc instead of 1 yesterday by mistake, is that ok?')).toBeNull();
  });

  it('answers curiosity that says nothing hurts, or asks whether a warning is a real thing', () => {
    expect(
      kindOf('what would a twisted testicle feel like? saw it on tiktok, nothing hurts btw'),
    ).toBeNull();
    expect(
      kindOf('people joke about a 4 hour erection from viagra, is that actually a thing?'),
    ).toBeNull();
  });
});

describe('blind rounds 38-40: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('reads an apology for rambling as an apology, not a hypothetical', () => {
    expect(
      kindOf(
        'sorry if this is the wrong place my left arm went weak twenty minutes ago and my face feels droopy',
      ),
    ).toBe('stroke');
  });

  it('lets the weather, a final, a group of survivors and the news be', () => {
    expect(kindOf('the humidity in this flat is stifling, any cooler underwear?')).toBeNull();
    expect(kindOf('the boys choked badly in the cup final, gutted. anyway, socks?')).toBeNull();
    expect(kindOf('are ED pills ok for heart attack survivors? asking for my uncle')).toBeNull();
    expect(
      kindOf(
        'heard on the radio a runner collapsed mid race. my husband runs too and is fine, should he get checked?',
      ),
    ).toBeNull();
    expect(kindOf('is a varicocele always painful?')).toBeNull();
  });

  it('hears that an old knock is now completely fine', () => {
    expect(
      kindOf(
        'got kneed in the balls at football last week, hurt like mad for ten minutes, now completely fine',
      ),
    ).toBeNull();
  });
});

describe('blind rounds 41-42: what the rules learnt (ADR 014), in new words', () => {
  it('hears blood in "been sick"', () => {
    expect(triage('grandad has been sick twice and it was bright red, he looks grey').kind).toBe(
      'heavy_bleeding',
    );
    expect(triage('got sick of the red boxers, do you have navy?').kind).toBeNull();
  });
});

describe('blind rounds 43-44: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a quiet plan to die even beside a question, and a day of painkillers added up', () => {
    expect(
      kindOf(
        'Results were bad again. I have decided I will not be around after Friday, it is all planned. Just want to know how common this is.',
      ),
    ).toBe('suicide_self_harm');
    expect(kindOf('counted up and it is about 14 ibuprofen today for my back, feel odd')).toBe(
      'overdose',
    );
  });

  it('lets a knock that is over, a splutter at a bill and hay fever be', () => {
    expect(
      kindOf(
        'caught my nuts on the gate this morning, sore for a minute, no swelling and no pain now',
      ),
    ).toBeNull();
    expect(
      kindOf('my dad choked on his coffee when he saw the price, haha. any discount?'),
    ).toBeNull();
    expect(kindOf('hay fever is bad this week, any tips?')).toBeNull();
  });
});

describe('blind rounds 45-46: what the rules learnt after measuring (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears the rest of a bottle swallowed and double the maximum', () => {
    expect(kindOf('had two of the sleep gummies, then the rest of the tub an hour later')).toBe(
      'overdose',
    );
    expect(kindOf('I have taken double the maximum of my paracetamol today')).toBe('overdose');
  });

  it('answers "why is a 4+ hour erection dangerous" and lets toast coughed straight out be', () => {
    expect(kindOf('why is a 4+ hour erection such a big deal?')).toBeNull();
    expect(kindOf('my son choked on a crisp but coughed it straight out, fine since')).toBeNull();
  });
});

describe('rounds 47-48 and written-c: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a day of co-codamol counted as one medicine, and keeps a real wish to die', () => {
    expect(kindOf('he has had around 18 co-codamol since last night for his back')).toBe(
      'overdose',
    );
    expect(kindOf("honestly I'd rather die than go on living like this")).toBe('suicide_self_harm');
  });

  it('lets a preference, a snore, a drinking blackout and a deadline be', () => {
    expect(kindOf("I'd rather die than sit through another of his barbecues")).toBeNull();
    expect(kindOf('wife says my snoring sounds like a man choking, is that apnoea?')).toBeNull();
    // The rules read the idiom; the classifier, which can only raise the alarm, still may:
    // "blacked out after the stag do" alone is one it raises (ADR 014).
    expect(
      triageRules("blacked out after the stag do, can't remember the taxi home").kind,
    ).toBeNull();
    expect(kindOf("i'm choking under this coursework, any tips to sleep better?")).toBeNull();
    expect(
      kindOf('grandad cut himself shaving and it took ages to stop, is that the aspirin?'),
    ).toBeNull();
  });

  it('hears that a knock is over when the child went back to playing or is fine now', () => {
    expect(
      kindOf(
        'my nephew took a cricket ball to the groin at practice, cried a bit then was fine, now playing happily',
      ),
    ).toBeNull();
    expect(
      kindOf('knee to the nuts at judo yesterday, very sore for a minute, but now nothing at all'),
    ).toBeNull();
  });

  it('answers homework, a lesson and a worry about a future faint', () => {
    expect(kindOf('whats a stroke feel like? need it for my health hw')).toBeNull();
    expect(kindOf('we are doing first aid at scouts, what should a choking person do?')).toBeNull();
    expect(kindOf('giving blood for the first time on friday, will I faint?')).toBeNull();
  });

  it('lets a trace of dried blood and a history in the early 20s be', () => {
    expect(
      triageRules(
        'two days after my vasectomy there is a smear of dried blood on the gauze, normal?',
      ).kind,
    ).toBeNull();
    expect(
      kindOf('I overdosed once in my early 20s, fully recovered, can I donate sperm?'),
    ).toBeNull();
  });
});

describe('written-d and written-e: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a recurrence after a past episode, a turn of thought and what was found', () => {
    expect(
      kindOf(
        'they fixed my torsion scare in june and said all fine. tonight the pain has come back on the left, worse than before, and I have been sick twice',
      ),
    ).not.toBeNull();
    expect(
      kindOf(
        'I always keep an eye out for side effects with his meds, but in the last half hour his face has dropped on one side and his words are slurred',
      ),
    ).toBe('stroke');
    expect(
      kindOf(
        'found my brother on the sofa next to an empty packet of his sleeping pills, barely awake',
      ),
    ).toBe('overdose');
    expect(kindOf('toddler chewed on a dishwasher tablet, foam round her lips, crying')).toBe(
      'overdose',
    );
    expect(kindOf('struggling so much I cannot finish a sentence, inhaler not helping')).toBe(
      'breathing',
    );
  });

  it('lets months, anniversaries, discharges, blood thinners and gym talk be', () => {
    expect(
      kindOf('overdosed back in february, had my check-up, all good. can I run again?'),
    ).toBeNull();
    expect(
      kindOf('two years since my suicide attempt and life is good, how do I say thank you?'),
    ).toBeNull();
    // The rules read the idiom; the classifier alone still raises this one (ADR 014).
    expect(triageRules('does turmeric thin the blood like aspirin does?').kind).toBeNull();
    expect(kindOf('chest is sore after a heavy bench session, hurts when I press it')).toBeNull();
  });
});

describe('rounds 49-52, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('lets a question "for my knowledge", a school play, a story year and a meme be', () => {
    expect(
      kindOf('for my knowledge only: why is a four hour erection considered so dangerous?'),
    ).toBeNull();
    expect(
      kindOf('we are rehearsing a sketch where the hero collapses, how to fall safely?'),
    ).toBeNull();
    expect(
      kindOf(
        "so it's 2012, I'm 15, worst pain ever in my left nut, surgery that night. all fine since",
      ),
    ).toBeNull();
    expect(kindOf('that video had me choking 😂 anyway is creatine ok')).toBeNull();
  });

  it('lets a knock that was fine by morning be, and keeps one that is not', () => {
    expect(
      kindOf('took a knee to the groin at rugby, agony for a bit, fine today, no swelling'),
    ).toBeNull();
    expect(
      kindOf(
        'took a knee to the groin at rugby an hour ago, balls swelling up and I keep throwing up',
      ),
    ).not.toBeNull();
  });
});

describe('rounds 53-56, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a relapse beyond the usual dose, insulin given twice and breath too short to talk', () => {
    expect(
      kindOf('went back on it tonight and took far more than I normally do, can barely stay awake'),
    ).toBe('overdose');
    expect(
      kindOf('gave my dad his insulin twice by mistake this evening, he is shaky and sweaty'),
    ).toBe('overdose');
    expect(
      kindOf('asthma attack for 40 minutes, inhaler done nothing, I cannot talk in full sentences'),
    ).toBe('breathing');
  });

  it('names an infection a very sure classifier reads, when the words fit two other kinds', () => {
    expect(
      kindOf(
        'diabetic, since lunch my scrotum has gone hot, swollen and dark red and it is spreading up my groin, I feel faint',
      ),
    ).toBe('scrotal_infection');
  });

  it('lets the gym, a fan, an old overdose, a search and a child back at play be', () => {
    expect(kindOf('chest on fire after 12 sets of bench, the pump is insane')).toBeNull();
    // The rules read the joke; the classifier alone still raises this one (ADR 014).
    expect(
      triageRules('my dad says he will kill himself if his team loses again haha').kind,
    ).toBeNull();
    expect(
      kindOf('overdosed at uni years ago, all fine since. could that old overdose matter for IVF?'),
    ).toBeNull();
    expect(
      kindOf('googling torsion at 2am because my right one aches on and off for a fortnight'),
    ).toBeNull();
    expect(
      kindOf(
        'my son got a football in the groin, it hurt for a minute, now he is running round the park',
      ),
    ).toBeNull();
  });
});

describe('the certain bar: a recurrence after history (ADR 014)', () => {
  it('lets a very sure classifier raise what the rules read as history, when something is now', () => {
    const recurrence =
      "last time I couldn't wee they had to put a catheter in. it's happening again since last night, 14 hours now, belly swollen and agony";
    expect(triageRules(recurrence).kind).toBeNull();
    expect(triage(recurrence).kind).toBe('urinary_retention');
    expect(CERTAIN_THRESHOLD).toBeGreaterThanOrEqual(CONFIDENT_THRESHOLD);
    expect(CERTAIN_THRESHOLD).toBeLessThanOrEqual(1);
  });

  it('keeps trusting the rules when the whole message is history', () => {
    expect(triage('I had sudden severe testicle pain two years ago, it was torsion')).toMatchObject(
      {
        urgent: false,
      },
    );
  });
});

describe('rounds 57-60, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears an erection still there hours later, even before a sentence that starts with "no"', () => {
    expect(
      kindOf(
        'woke at 2am with an erection that is still there at 7am and it really hurts. No pills taken.',
      ),
    ).toBe('priapism');
  });

  it('does not read "can\'t breathe… lips look blue" as a question about looks', () => {
    expect(kindOf("can't breathe right, lips look blue, please help")).toBe('breathing');
  });

  it('lets moments that passed, questions about people in general and old seasons be', () => {
    expect(
      kindOf('sharp twinge in my chest at the gym, lasted about 3 seconds, nothing since. normal?'),
    ).toBeNull();
    expect(kindOf('why do people turn blue when they choke? asking for a quiz')).toBeNull();
    expect(kindOf('can a panic attack look like a stroke? my mum thinks so')).toBeNull();
    expect(
      kindOf(
        'passed out at a festival two summers ago from the heat, fine ever since, can I give blood?',
      ),
    ).toBeNull();
    expect(
      kindOf(
        'had a panic attack on the bus, felt like I could not breathe, it passed within 10 minutes',
      ),
    ).toBeNull();
  });
});

describe('rounds 61-64, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears pills taken after a "how much is too much?", fresh cuts and a gash', () => {
    expect(
      kindOf(
        "what's the most ibuprofen you can take? I've taken about 25 since this morning and my stomach is burning",
      ),
    ).toBe('overdose');
    expect(
      kindOf(
        'do cuts always bleed this much? made them 5 minutes ago, I want to go deeper, not sure I can stop',
      ),
    ).toBe('suicide_self_harm');
    expect(
      kindOf('chainsaw slipped and sliced my scrotum, deep gash and I can see something inside'),
    ).toBe('genital_trauma');
  });

  it('names a swelling after food at a party as an allergy, not a poisoning', () => {
    expect(
      kindOf(
        'daughter ate a peanut cookie at the party, lips massive and she says she cant swallow',
      ),
    ).toBe('allergic_reaction');
  });
});

describe('rounds 69-76 and written-f/g, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('lets an opening that is taken back be, but not an emergency told after it', () => {
    expect(
      kindOf('Heart attack!! well, sort of. my heart skipped when the bill came in'),
    ).toBeNull();
    expect(
      kindOf('Cant feel my legs!! is what I yelled after the marathon. they are just sore today'),
    ).toBeNull();
    expect(kindOf('I could die. Of boredom. This conference has no coffee, any tips?')).toBeNull();
    expect(
      kindOf('Bleeding to death!! not really bleeding, a paper cut on my thumb. plaster ok?'),
    ).toBeNull();
    expect(
      kindOf('my lips swelled like balloons!! In a dream lol. I have a mild nut allergy'),
    ).toBeNull();
    // The taking back reaches only the clause before it.
    expect(
      kindOf(
        'my scrotum is red, swollen and hot, fever of 39 and shivering, I feel like I am dying. not literally. or maybe',
      ),
    ).toBe('scrotal_infection');
    expect(
      kindOf('lol jk about the gym thing. real talk, my chest is crushing and my left arm is numb'),
    ).toBe('chest_pain');
  });

  it('closes a moment that a later sentence says is over, but not a baseline or a question', () => {
    expect(
      kindOf('Passed out at the sight of my own blood test. Was fine after a minute. Why?'),
    ).toBeNull();
    expect(
      kindOf('Blood everywhere! Caught my ear on the clippers. Stopped now. Plaster?'),
    ).toBeNull();
    expect(
      kindOf(
        'my wife cannot lift her right arm and her words come out wrong. Before she was completely fine.',
      ),
    ).toBe('stroke');
    expect(
      kindOf(
        'my right ball started hurting badly 30 min ago and I threw up. is this something that goes away by itself',
      ),
    ).toBe('testicular_torsion');
    expect(
      kindOf(
        'He fainted in the shower. He came round after a minute but he is grey, sweaty and says his heart is racing',
      ),
    ).not.toBeNull();
  });

  it('does not take a guess for a recovery, and hears where heart pain spreads', () => {
    expect(
      kindOf(
        'my dad has gone pale and clammy and the pain is going up into his jaw. he reckons it is just indigestion',
      ),
    ).toBe('chest_pain');
    expect(
      kindOf(
        'had reflux all afternoon but now it is a squeezing feeling and my left arm is tingling',
      ),
    ).toBe('chest_pain');
    expect(
      kindOf('angina for years, sprayed the GTN three times and the pain is worse, down both arms'),
    ).toBe('chest_pain');
  });

  it('hears plain words for a closing throat, a weak hand, spurting blood and an empty pad', () => {
    expect(
      kindOf(
        'after the prawns his eyes and lips are big like a balloon, he cannot swallow his spit',
      ),
    ).toBe('allergic_reaction');
    expect(
      kindOf(
        'my husband left hand will not grip since 20 minutes, he dropped his cup, face looks odd',
      ),
    ).toBe('stroke');
    expect(kindOf('angle grinder caught my forearm, its spurting, mate has a belt round it')).toBe(
      'heavy_bleeding',
    );
    expect(
      kindOf('grandad has had no wee in his pad since yesterday, belly swollen and sore to touch'),
    ).toBe('urinary_retention');
    expect(kindOf('he took his weekly methotrexate every day by mistake, now mouth ulcers')).toBe(
      'overdose',
    );
  });

  it('lets a routine dose taken twice, a near faint, idioms and a quiz be', () => {
    expect(
      kindOf('Took my statin twice by accident this morning. Feel normal. Skip tonight?'),
    ).toBeNull();
    expect(
      kindOf('nearly passed out on the stairs machine at the gym, low sugar maybe?'),
    ).toBeNull();
    expect(
      kindOf('this quarterly budget is giving me chest pains lmao. anyway, zinc dose?'),
    ).toBeNull();
    expect(
      kindOf('my brother overdosed on chocolate at easter again, can sugar affect sperm?'),
    ).toBeNull();
    expect(
      kindOf('so tired after three night shifts I could pass out, how do I sleep in daylight?'),
    ).toBeNull();
    expect(kindOf('Question for a pub quiz: how long can a tourniquet stay on?')).toBeNull();
  });
});

describe('rounds 77-80, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a stranger who went down, a stockpile with a time, food allergies and a crushing ache', () => {
    expect(kindOf('a man in the queue just went down and is not moving, what do I do')).toBe(
      'fainting',
    );
    expect(
      kindOf('saved up loads of tablets this month and taking them all tonight once he is asleep'),
    ).toBe('suicide_self_harm');
    expect(
      kindOf('my son (8) ate a cashew biscuit, now his lips are swollen and he is coughing'),
    ).toBe('allergic_reaction');
    expect(
      kindOf('a crushing feeling in the middle, clammy and out of puff, been going 20 minutes'),
    ).toBe('chest_pain');
  });

  it('does not take "probably" in a doctor\'s words as a recovery', () => {
    expect(
      kindOf(
        'GP said my sore ball was probably an infection. but an hour ago it got far worse, I am being sick and it has pulled up high',
      ),
    ).toBe('testicular_torsion');
  });

  it('lets a visit that found something else, an old faint, a work joke and fiction be', () => {
    expect(
      kindOf(
        'woke with a sore testicle on Sunday, went to urgent care, scan fine, they said orchitis. how long do antibiotics take?',
      ),
    ).toBeNull();
    expect(
      kindOf('I passed out at my graduation (standing too long), that was 10 years ago. Why?'),
    ).toBeNull();
    expect(
      kindOf("my mate says he'll kill himself if the build fails again, he grins. is that normal?"),
    ).toBeNull();
    expect(
      kindOf('For a murder mystery novel: what would a poisoning with antifreeze look like?'),
    ).toBeNull();
    expect(
      kindOf(
        'how long does it take to bleed out from the wrist. not for a story. I am in the bath now',
      ),
    ).toBe('suicide_self_harm');
  });
});

describe('rounds 81-84, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a blackout told as the room going dark, the same heart pain again, an erection that will not go', () => {
    expect(
      kindOf(
        'was standing at the bar and it all went dark, came to on the floor, still really dizzy',
      ),
    ).toBe('fainting');
    expect(
      kindOf(
        'my husband had bypass surgery in 2019 and says he has the same chest pain as back then, 30 min now',
      ),
    ).toBe('chest_pain');
    expect(
      kindOf('cant make it go down, its been 5 hours since I woke up and it hurts like hell'),
    ).toBe('priapism');
  });

  it("lets a gym ache in a question, a doctor's palsy, deep sleep and a slow erection be", () => {
    expect(
      kindOf('is it normal for my chest to ache after bench day? sore when I push on my pecs'),
    ).toBeNull();
    expect(
      kindOf(
        "my face drooped on one side on Monday, the doctor said it is Bell's palsy. can I drive?",
      ),
    ).toBeNull();
    expect(
      kindOf(
        'could not wake my son for his alarm, turns out he was just asleep with headphones in',
      ),
    ).toBeNull();
    expect(
      kindOf(
        'it took ages to go soft after sex, maybe an hour, but it went completely after. normal?',
      ),
    ).toBeNull();
  });
});

describe('rounds 85-92, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a method asked beside the means, a decision with a farewell and nothing left to live for', () => {
    expect(kindOf('quickest way to go? got the rope here and nobody home till monday')).toBe(
      'suicide_self_harm',
    );
    expect(
      kindOf('I have made up my mind and my affairs are in order. Thanks for everything.'),
    ).toBe('suicide_self_harm');
    expect(kindOf('pills are on the table, nothing left to live for')).toBe('suicide_self_harm');
  });

  it('hears "been 5 hours" inside a question, nonsense words, a bleed after surgery and a stuck ring', () => {
    expect(kindOf('is 6 hours too long for a boner? been 6 hours now and it really hurts')).toBe(
      'priapism',
    );
    expect(
      kindOf(
        'my mum keeps saying words that do not make sense on the phone. she was fine at lunch',
      ),
    ).toBe('stroke');
    expect(
      kindOf(
        'had a tooth out on friday and woke up spitting blood, it keeps coming, half a cup now',
      ),
    ).toBe('heavy_bleeding');
    expect(
      kindOf(
        'steel ring on my willy since last night, it will not come off and it is swollen and purple',
      ),
    ).toBe('genital_trauma');
    expect(
      kindOf(
        'paracetamol every 3 hours all week for my back, then found the flu drinks have paracetamol in them too. now vomiting',
      ),
    ).toBe('overdose');
  });

  it('lets sleep apnoea, a bereavement, an insult in a game, a strained pec and a few drops be', () => {
    expect(
      kindOf('my partner says I stop breathing in my sleep then gasp awake. tired all day'),
    ).toBeNull();
    expect(
      kindOf('we lost my uncle to suicide years ago, how do I talk to my kids about it?'),
    ).toBeNull();
    // The rules read an insult; the second opinion may still raise it (an idiom the rules set
    // aside is not hidden from the classifier, ADR 014).
    expect(
      triageRules('a lad online told me to go kill myself after I won, lol. anyway, zinc?').urgent,
    ).toBe(false);
    expect(
      kindOf('pulled a muscle in my chest doing dips at the gym, sore when I twist. ice or heat?'),
    ).toBeNull();
    expect(
      kindOf('a couple of drops of blood on the loo roll after a hard poo. piles?'),
    ).toBeNull();
  });
});

describe('rounds 93-100, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a dose slip with its harm, a toxic level, a recurrence, a crunch and a nosebleed that pours', () => {
    expect(
      kindOf('mum took her heart tablets twice by mistake and now she is confused and being sick'),
    ).toBe('overdose');
    expect(
      kindOf('dad is on lithium and has been vomiting for two days, now he is confused and shaky'),
    ).toBe('overdose');
    expect(
      kindOf(
        'had torsion on the left at 12, now the right is doing the exact same thing, 30 min ago',
      ),
    ).toBe('testicular_torsion');
    expect(
      kindOf(
        'something went crunch during sex and I lost it instantly, now it is swollen and purple',
      ),
    ).toBe('genital_trauma');
    expect(kindOf('nosebleed for an hour on apixaban, still pouring, filled a bowl')).toBe(
      'heavy_bleeding',
    );
    expect(
      kindOf('came round on the kitchen floor, no idea how long I was out, heart racing'),
    ).toBe('fainting');
  });

  it('lets a cold, findings that were fine, dated episodes, game talk and cue balls be', () => {
    // The rules set a cold's tightness aside; the classifier may still raise it (ADR 014).
    expect(
      triageRules('chest feels tight with this cold and the coughing, otherwise ok').urgent,
    ).toBe(false);
    expect(
      kindOf(
        'panic attack at work, chest tight, the paramedic did an ECG and said my heart is fine',
      ),
    ).toBeNull();
    expect(
      kindOf(
        'heard a click in my penis when I bent it but no pain or swelling. That was a week ago.',
      ),
    ).toBeNull();
    expect(kindOf('our healer kept bleeding out in the dungeon last night, carnage')).toBeNull();
    expect(
      kindOf('bruised my hand on the snooker balls last night, sore when I twist it'),
    ).toBeNull();
    expect(
      kindOf('my partner says I am gasping in my sleep and snoring. should I have a sleep study?'),
    ).toBeNull();
  });
});

describe('rounds 101-108, measured on the final state, then read for their missed emergencies', () => {
  const kindOf = (text: string) => triage(text).kind;

  it('hears a seizure with a hedge and a snap during sex without the word penis', () => {
    // Named an overdose or a faint, both calling for help now.
    expect(
      kindOf('took something at the rave and now he is fitting a bit on the floor'),
    ).not.toBeNull();
    expect(kindOf('he is fitting a bit on the kitchen floor, foaming at the mouth')).toBe(
      'fainting',
    );
    expect(kindOf('she was on top, something cracked, loud pop and it is bruising already')).toBe(
      'genital_trauma',
    );
  });
});

describe('rounds 109-116 and 121-124, read after measuring: what the rules learnt (ADR 014), in new words', () => {
  const ruled = (text: string) => triageRules(text).kind;

  it('hears street drugs mixed with harm, a narrow-margin slip that shakes, a wound that gapes', () => {
    expect(ruled('did coke and ket at the afters and now he is jerking and not making sense')).toBe(
      'overdose',
    );
    expect(
      ruled('my dad has been taking double his lithium all week and is wobbly and trembling'),
    ).toBe('overdose');
    expect(
      ruled('took his digoxin twice this morning, now he is feeling sick and off balance'),
    ).toBe('overdose');
    expect(ruled('my toddler chewed one of my nicotine pouches and has been sick')).toBe(
      'overdose',
    );
    expect(ruled('he doubled up his lantus tonight by mistake')).toBe('overdose');
    expect(
      ruled('slipped on the stile and there is a tear in the skin of my scrotum, gaping'),
    ).toBe('genital_trauma');
  });

  it('hears a person who just went down, one side not strong, a mouth turned aside, a scalp that pours', () => {
    expect(ruled('my brother just went down in the shop and he is not really responding')).toBe(
      'fainting',
    );
    expect(
      ruled(
        'grandad cannot stand, his right arm is not strong and his mouth is pulled to one side',
      ),
    ).toBe('stroke');
    expect(
      ruled('she cut her forehead on the cupboard door, a towel held on it and it is soaked'),
    ).toBe('heavy_bleeding');
  });

  it('hears adrenaline already given and a stockpile of means, however calm the words', () => {
    expect(
      ruled('gave my son his epipen for the peanut reaction and he seems much better now'),
    ).toBe('allergic_reaction');
    expect(
      ruled(
        "I've been saving up my tablets, I know how many would be enough. I'm not asking for help.",
      ),
    ).toBe('suicide_self_harm');
  });

  it('lets drink, stress, a fan, a hangover and what is over by itself be', () => {
    expect(ruled('my mates say I slur my words after a few pints, normal?')).toBeNull();
    expect(ruled('my chest goes tight whenever I get anxious before presentations')).toBeNull();
    expect(ruled('I want to die every time Spurs lose a derby')).toBeNull();
    expect(ruled('worst headache of my life this morning, hungover after the wedding')).toBeNull();
    expect(ruled('had a stiffy for 3 hours after the pill, it went down on its own')).toBeNull();
    expect(ruled('took a football to the nuts on Sunday, today just a bit sore')).toBeNull();
    expect(
      ruled('heartburn behind my breastbone after late dinners, it goes away with Rennie'),
    ).toBeNull();
    expect(ruled('my daughter swallowed her chewing gum, is that bad')).toBeNull();
    expect(
      ruled(
        'my son ate two of his sister’s vitamin C chews. We rang poisons and the pharmacist said that is harmless for his weight.',
      ),
    ).toBeNull();
  });

  it('answers work questions from health staff instead of raising the alarm', () => {
    expect(
      triage('Settle an argument for us on the ward: is it Fournier gangrene or Fournier’s?').kind,
    ).toBeNull();
    expect(
      triage('What is the best wording for a poster telling people with chest pain to call 999?')
        .kind,
    ).toBeNull();
    expect(
      triage("what's the deal with the 'lasting more than 4 hours' warning on the cialis packet?")
        .kind,
    ).toBeNull();
    // The man himself, after the framing, is still heard.
    expect(
      triage('Mental health placement student. Took 20 of my sertraline an hour ago.').urgent,
    ).toBe(true);
  });

  it("gives a slip with harm said anywhere the classifier's usual bar", () => {
    expect(classifierBar('took my blood pressure tablets twice by mistake this morning.')).toBe(
      'confident',
    );
    expect(
      classifierBar(
        'took my blood pressure tablets twice by mistake this morning. 70yo. Quite dizzy now.',
      ),
    ).toBe('usual');
  });
});
