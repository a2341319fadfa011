import { describe, expect, it } from 'vitest';
import type { EngineRequest } from './chat-engine';
import { AFTER_URGENT, NO_DOSES, composeReply, heading } from './local-engine';
import { systemPrompt } from './openai-engine';
import { compareWithReference } from './reference-values';

const passage = (articleSlug: string, title: string, body: string, rank: number) => ({
  articleSlug,
  title,
  body,
  rank,
});
const DEFINITION = passage(
  'what-is-a-varicocele',
  'What is a varicocele?',
  'A varicocele is a widening of the veins inside the scrotum. It is common.',
  10,
);
const request = (over: Partial<EngineRequest>): EngineRequest => ({
  question: 'what is a varicocele',
  history: [],
  passages: [DEFINITION],
  profile: { age: null, biologicalSex: null },
  request: { asksForDose: false, asksForDiagnosis: false } as EngineRequest['request'],
  urgent: false,
  ...over,
});

describe('composeReply (issue 24)', () => {
  it('answers "what is a varicocele" with the definition first', () => {
    const reply = composeReply(request({}));
    expect(reply.startsWith('A varicocele is a widening of the veins')).toBe(true);
  });

  it('compares a sperm count with the WHO 2021 limit, citing it, before anything else', () => {
    const reply = composeReply(
      request({ question: 'my sperm count was 12 million/ml, is that low?' }),
    );
    expect(reply).toMatch(
      /^A sperm concentration of 12 million\/mL is below the WHO 2021 lower reference limit of 16 million\/mL \(source: WHO laboratory manual/,
    );
  });

  it('leaves out passages far below the best one', () => {
    const reply = composeReply(
      request({
        passages: [
          DEFINITION,
          passage(
            'anabolic-steroids-and-fertility',
            'Anabolic steroids and fertility',
            'Steroids…',
            2,
          ),
        ],
      }),
    );
    expect(reply).not.toContain('Anabolic steroids');
  });

  it('appends nothing after a dose refusal or urgent guidance', () => {
    const other = [passage('coq10-and-l-carnitine', 'CoQ10', 'CoQ10 is…', 9)];
    const dose = composeReply(
      request({
        question: 'how much ibuprofen can I take',
        passages: other,
        request: { asksForDose: true, asksForDiagnosis: false } as EngineRequest['request'],
      }),
    );
    expect(dose.startsWith(NO_DOSES)).toBe(true);
    expect(dose).not.toContain('CoQ10');
    const crisis = composeReply(
      request({ question: 'I want to end my life', passages: other, urgent: true }),
    );
    expect(crisis).toBe(AFTER_URGENT);
  });

  it('adds no full stop after a title ending in ? ! or .', () => {
    expect(heading('Does a varicocele need treatment?')).toBe(
      '**Does a varicocele need treatment?**',
    );
    expect(heading('Alcohol and sperm')).toBe('**Alcohol and sperm.**');
    const reply = composeReply(
      request({
        question: 'Can a varicocele cause infertility?',
        passages: [
          passage('varicocele-and-fertility', 'Varicocele and fertility', 'Many men…', 5),
          { ...DEFINITION, rank: 4 },
        ],
      }),
    );
    expect(reply).not.toContain('?.');
  });
});

describe('compareWithReference', () => {
  it('says when a value is at or above the limit, and ignores numbers it cannot place', () => {
    expect(compareWithReference('motility 50%, is that ok?')).toContain(
      'is at or above the WHO 2021 lower reference limit of 42%',
    );
    expect(compareWithReference('I am 34 and worried')).toBeNull();
  });
});

describe('the OpenAI-compatible engine is given the same rules', () => {
  it('leads with the answer, the comparison, and offers no passage after a refusal', () => {
    const prompt = systemPrompt(
      request({ question: 'my sperm count was 12 million/ml, is that low?' }),
    );
    expect(prompt).toContain('Your first sentence answers the question asked');
    expect(prompt).toContain('below the WHO 2021 lower reference limit of 16 million/mL');
    const urgent = systemPrompt(request({ urgent: true }));
    expect(urgent).not.toContain(DEFINITION.body);
  });
});
