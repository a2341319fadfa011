import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCompletions } from '../../health/ai/fake-completions';
import { askModel, triageWithModel } from './model-opinion';
import { curiousFraming, mayOverrule, triage, triageRules } from './triage';
import { classify, OVERRULE_THRESHOLD } from './triage-classifier';
import { triageSet } from './triage-set';

// Issue 24 prompts of the development set, in words the rules do not know.
const RULES_MISS = [
  [
    'left nut feels like its been kicked but nothing hit it, started at breakfast',
    'testicular_torsion',
  ],
  ["feels like a belt tightening round my ribs and i'm drenched", 'chest_pain'],
  [
    'wrote the letters, sorting my stuff out so nobody has to after this weekend',
    'suicide_self_harm',
  ],
  ["piss just won't come out, bladder feels about to burst", 'urinary_retention'],
] as const;

describe('the classifier second opinion', () => {
  it('raises the alarm, with the right kind, on emergencies the rules miss', () => {
    for (const [text, kind] of RULES_MISS) {
      expect(triageRules(text).urgent).toBe(false);
      expect(triage(text)).toMatchObject({ urgent: true, kind });
      expect(triage(text).instruction).not.toBe('');
    }
  });

  it('keeps every alarm of the rules in a short message or about self-harm', () => {
    for (const { text } of triageSet.filter((c) => !curiousFraming(c.text))) {
      const rules = triageRules(text);
      if (rules.urgent && !mayOverrule(text, rules.kind))
        expect(triage(text).kind).toBe(rules.kind);
    }
    // Short and direct: the classifier is unsure of so few words, so the rules stand.
    expect(mayOverrule('i think im having a heart attack', 'chest_pain')).toBe(false);
    expect(triage('i think im having a heart attack')).toMatchObject({ urgent: true });
    // A joke read as a crisis costs a kind word; a crisis read as a joke could cost a life.
    const joke =
      'these tax forms make me want to kill myself lol, anyway is it normal for sperm to look yellow after a week';
    expect(mayOverrule(joke, 'suicide_self_harm')).toBe(false);
    expect(triage(joke)).toMatchObject({ urgent: true, kind: 'suicide_self_harm' });
  });

  it('sets the rules alarm aside only where it is nearly sure, and still says what to do if it is now', () => {
    const jeans =
      "I can't breathe lol these new skinny jeans are a crime, does wearing tight trousers actually lower sperm count or is that a myth";
    expect(triageRules(jeans)).toMatchObject({ urgent: true, kind: 'breathing' });
    expect(classify(jeans).probability).toBeLessThan(OVERRULE_THRESHOLD);
    const result = triage(jeans);
    expect(result).toMatchObject({ urgent: false, kind: null, instruction: '' });
    expect(result.safetyNet).toBe(
      `**If this is happening now**, to you or someone with you, do not wait for this chat. ${triageRules(jeans).instruction}`,
    );
    // The bar is chosen out of fold to set aside no emergency the rules caught; it stays low.
    expect(OVERRULE_THRESHOLD).toBeGreaterThan(0);
    expect(OVERRULE_THRESHOLD).toBeLessThanOrEqual(0.2);
    // Every emergency of the development set is still flagged.
    for (const c of triageSet.filter((c) => c.expected)) expect(triage(c.text).urgent).toBe(true);
  });

  it('gives a probability between 0 and 1 and is not alarmed by an ordinary question', () => {
    const opinion = classify('what foods help sperm count?');
    expect(opinion.probability).toBeGreaterThanOrEqual(0);
    expect(opinion.probability).toBeLessThan(1);
    expect(opinion.alarm).toBe(false);
    expect(triage('what foods help sperm count?').urgent).toBe(false);
  });

  // Training on 9,558 prompts five times over takes about 2 minutes alone and nearly 4 beside
  // the other test files on two cores.
  it('is retrained to the same committed weights, byte for byte', () => {
    const file = new URL('./triage-model.json', import.meta.url);
    const before = readFileSync(file, 'utf8');
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/train-triage.mjs', '--check'],
      { cwd: new URL('../../../../../../', import.meta.url), encoding: 'utf8' },
    );
    expect(out).toContain('triage-model.json is up to date');
    expect(readFileSync(file, 'utf8')).toBe(before);
  }, 600_000);
});

describe('curious or educational framings', () => {
  it('answers a curious question about an emergency topic instead of raising the alarm', () => {
    for (const text of [
      'just wondering why doctors say a 4-hour erection is dangerous?',
      'what does torsion feel like, for a school project',
      'out of curiosity, why is crushing chest pain with sweating treated as a heart attack?',
      'Saw a TikTok about people passing out from low blood pressure, how common is that?',
    ]) {
      expect(triage(text).urgent).toBe(false);
    }
    // Where the rules read an emergency in the words, the answer ends with what to do if it is
    // happening after all.
    expect(triage('just wondering why a 4 hour erection is an emergency').safetyNet).toMatch(
      /^\*\*If this is happening now\*\*.*emergency department now\.$/,
    );
    expect(triage('what foods help sperm count, just wondering').safetyNet).toBe('');
  });

  it('ends a curious question about an emergency with what to do, read as if it were happening', () => {
    // The emergency is only asked about ("why doctors say…", "what does … feel like?").
    for (const text of [
      'just wondering why doctors say a 4-hour erection is dangerous?',
      'what does testicular torsion feel like? asking because my son learned about it in biology',
    ]) {
      const result = triage(text);
      expect(result.urgent).toBe(false);
      expect(result.safetyNet).toMatch(/^\*\*If this is happening now\*\*.*emergency department/);
    }
    expect(triage('just curious, why do balls hang low in summer?').safetyNet).toBe('');
  });

  it('still raises the alarm when the curious words come with an emergency happening now', () => {
    expect(
      triage('just wondering, my ball has hurt really badly for 2 hours and feels higher').kind,
    ).toBe('testicular_torsion');
    expect(
      triage('curious if this is normal, my erection has lasted 5 hours and it hurts').kind,
    ).toBe('priapism');
  });
});

describe("the configured model's yes/no", () => {
  let fake: Awaited<ReturnType<typeof startFakeCompletions>>;
  beforeAll(async () => {
    fake = await startFakeCompletions();
  });
  afterAll(() => fake.close());
  const options = () => ({ baseUrl: fake.baseUrl, model: 'fake' });
  const quiet = 'my grandad has gone very quiet and cold, is that normal for his age?';

  it('raises the alarm with the kind the model names when it answers yes', async () => {
    expect(triage(quiet).urgent).toBe(false);
    fake.answerWith(JSON.stringify({ emergency_now: true, kind: 'fainting' }));
    const result = await triageWithModel(options(), quiet);
    expect(result).toMatchObject({ urgent: true, kind: 'fainting' });
    const sent = fake.seen.at(-1) as { messages: { content: string }[] };
    expect(sent.messages[1]?.content).toBe(quiet);
  });

  it('changes nothing when the model says no, fails or answers nonsense', async () => {
    fake.answerWith(JSON.stringify({ emergency_now: false, kind: null }));
    expect((await triageWithModel(options(), quiet)).urgent).toBe(false);
    fake.answerWith('oops', 500);
    expect((await triageWithModel(options(), quiet)).urgent).toBe(false);
    fake.answerWith('yes probably');
    expect(await askModel(options(), quiet)).toBeNull();
  });

  it('is asked when the classifier set the rules alarm aside, and its yes raises it again', async () => {
    const jeans =
      "I can't breathe lol these new skinny jeans are a crime, does wearing tight trousers actually lower sperm count or is that a myth";
    fake.answerWith(JSON.stringify({ emergency_now: false, kind: null }));
    expect(await triageWithModel(options(), jeans)).toMatchObject({ urgent: false });
    fake.answerWith(JSON.stringify({ emergency_now: true, kind: 'breathing' }));
    expect(await triageWithModel(options(), jeans)).toMatchObject({
      urgent: true,
      kind: 'breathing',
      safetyNet: '',
    });
  });

  it('is not asked when the local triage already raised the alarm, and cannot lower it', async () => {
    const asked = fake.seen.length;
    const result = await triageWithModel(
      options(),
      'crushing pain in my chest going down my left arm',
    );
    expect(result.kind).toBe('chest_pain');
    expect(fake.seen.length).toBe(asked);
  });

  it('gives up after its short time-out and keeps the local answer', async () => {
    const result = await triageWithModel(
      { baseUrl: 'http://10.255.255.1:9/v1', model: 'fake', timeoutMs: 50 },
      quiet,
    );
    expect(result.urgent).toBe(false);
  });
});
