import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCompletions } from '../../health/ai/fake-completions';
import { createConfiguredSafety } from './configured-safety';

// Words neither the rules nor the classifier take for an emergency; only the model can.
const QUIET = 'my brother is behaving oddly and I am worried about him';

describe('the configured safety step', () => {
  let model: Awaited<ReturnType<typeof startFakeCompletions>>;
  beforeAll(async () => {
    model = await startFakeCompletions();
  });
  afterAll(() => model.close());

  it('without a model: rules and classifier only, answered at once', () => {
    const safety = createConfiguredSafety({ ai: { model: 'none' } });
    const result = safety.triage('sudden agony in my left testicle and I threw up');
    expect(result).toMatchObject({ urgent: true, kind: 'testicular_torsion' });
  });

  it('with a model: its yes raises the alarm on a message the local triage lets through', async () => {
    const safety = createConfiguredSafety({ ai: { baseUrl: model.baseUrl, model: 'm' } });
    model.answerWith(JSON.stringify({ emergency_now: true, kind: 'stroke' }));
    const result = await safety.triage(QUIET);
    expect(result).toMatchObject({ urgent: true, kind: 'stroke' });
    expect(result.instruction).not.toBe('');
    // The model was asked about that very message.
    expect(JSON.stringify(model.seen.at(-1))).toContain('behaving oddly');
  });

  it('with a model: its no, an error or junk never lowers the local alarm', async () => {
    const safety = createConfiguredSafety({ ai: { baseUrl: model.baseUrl, model: 'm' } });
    model.answerWith(JSON.stringify({ emergency_now: false, kind: null }));
    expect(await safety.triage(QUIET)).toMatchObject({ urgent: false });
    model.answerWith('not json');
    expect(await safety.triage(QUIET)).toMatchObject({ urgent: false });
    const asked = model.seen.length;
    // The rules' alarm stands without asking the model at all.
    const urgent = await safety.triage('my erection has lasted 5 hours and hurts');
    expect(urgent).toMatchObject({ urgent: true, kind: 'priapism' });
    expect(model.seen.length).toBe(asked);
  });
});
