import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCompletions } from '../../health/ai/fake-completions';
import { askModel, triageWithModel } from './model-opinion';
import { curiousFraming, triage, triageRules } from './triage';
import { classify } from './triage-classifier';
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

  it('never lowers the alarm: whatever the rules flag stays flagged with their kind', () => {
    // Only a curious framing with nothing happening now lowers the rules' alarm (below).
    for (const { text } of triageSet.filter((c) => !curiousFraming(c.text))) {
      const rules = triageRules(text);
      if (rules.urgent) expect(triage(text).kind).toBe(rules.kind);
    }
  });

  it('gives a probability between 0 and 1 and is not alarmed by an ordinary question', () => {
    const opinion = classify('what foods help sperm count?');
    expect(opinion.probability).toBeGreaterThanOrEqual(0);
    expect(opinion.probability).toBeLessThan(1);
    expect(opinion.alarm).toBe(false);
    expect(triage('what foods help sperm count?').urgent).toBe(false);
  });

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
  }, 300_000);
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
