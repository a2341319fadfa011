import { afterAll, describe, expect, it } from 'vitest';
import { startFakeCompletions } from '../ai/fake-completions';
import { readFileSync } from 'node:fs';
import {
  createOpenAiExtractor,
  EXTRACTION_PROMPT,
  guideRules,
  LABELLING_GUIDE_FILE,
  withLocalFallback,
} from './fact-extractor';
import {
  labTerms,
  lifestyleTerms,
  medicationTerms,
  procedureTerms,
  supplementTerms,
  symptomTerms,
} from './vocabulary';

const endpoint = await startFakeCompletions();
afterAll(() => endpoint.close());
const extractor = createOpenAiExtractor({
  baseUrl: endpoint.baseUrl,
  model: 'test-model',
  apiKey: 'sk-test',
});

const MESSAGE =
  'I have had a dull ache on the left side for 3 months and my sperm count was 12 million/ml';
const fact = {
  type: 'lab_result',
  term: 'sperm_concentration',
  name: 'Sperm concentration',
  main_content: 'my sperm count was 12 million/ml',
  duration: null,
  duration_days: null,
  frequency: null,
  severity: null,
  value: 12,
  unit: 'million/mL',
};

describe('OpenAI-compatible extraction', () => {
  it('asks for structured output with the contract’s schema and returns the checked facts', async () => {
    endpoint.answerWith(JSON.stringify({ facts: [fact] }));
    expect(await extractor.extract(MESSAGE)).toEqual([fact]);

    const request = endpoint.seen.at(-1)!;
    expect(request).toMatchObject({ model: 'test-model', stream: false, temperature: 0 });
    expect(request.messages).toEqual([
      { role: 'system', content: EXTRACTION_PROMPT },
      { role: 'user', content: MESSAGE },
    ]);
    const format = request.response_format as {
      type: string;
      json_schema: {
        name: string;
        strict: boolean;
        schema: { properties: Record<string, unknown> };
      };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'health_facts', strict: true });
    expect(JSON.stringify(format.json_schema.schema)).toContain('"lab_result"');
    // Strict mode: no property left out, none added, nothing the endpoint may refuse.
    expect(format.json_schema.schema).toMatchObject({ additionalProperties: false });
    expect(format.json_schema.schema).not.toHaveProperty('$schema');
  });

  it('drops a fact whose words the user never wrote', async () => {
    endpoint.answerWith(
      JSON.stringify({
        facts: [fact, { ...fact, term: 'motility', main_content: 'motility 10%' }],
      }),
    );
    expect((await extractor.extract(MESSAGE)).map((f) => f.term)).toEqual(['sperm_concentration']);
  });

  it('refuses an answer outside the schema, and the fallback uses the local rules', async () => {
    endpoint.answerWith(JSON.stringify({ facts: [{ ...fact, type: 'horoscope' }] }));
    await expect(extractor.extract(MESSAGE)).rejects.toThrow(/outside the schema/);

    const failures: unknown[] = [];
    const safe = withLocalFallback(extractor, (error) => failures.push(error));
    endpoint.answerWith('not json at all');
    const facts = await safe.extract(MESSAGE);
    expect(facts.map((f) => f.term)).toEqual(['pain', 'sperm_concentration']);
    expect(failures).toHaveLength(1);

    endpoint.answerWith('{}', 503);
    expect((await safe.extract(MESSAGE)).map((f) => f.term)).toEqual([
      'pain',
      'sperm_concentration',
    ]);
    expect(String(failures[1])).toMatch(/answered 503/);
  });

  describe('the labelling guide', () => {
    const guide = readFileSync(LABELLING_GUIDE_FILE, 'utf8');

    it('names every term of the vocabulary and no other (section 3)', () => {
      const terms = guide.slice(guide.indexOf('## 3.'), guide.indexOf('## 4.'));
      const named = new Set([...terms.matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1]));
      const vocabulary = [
        ...symptomTerms,
        ...labTerms,
        ...medicationTerms,
        ...supplementTerms,
        ...procedureTerms,
        ...lifestyleTerms,
      ].map((term) => term.term);
      expect(vocabulary.filter((term) => !named.has(term))).toEqual([]);
      // Besides the vocabulary, section 3 names only the personal and allergy types.
      const others = [...named].filter((term) => !vocabulary.includes(term!));
      expect(others.sort()).toEqual(['age', 'allergy', 'personal', 'trying_to_conceive']);
    });

    it('gives the model its rules word for word, without the parts for people writing tests', () => {
      const rules = guideRules(guide);
      expect(EXTRACTION_PROMPT).toContain(rules);
      expect(rules).toContain('"Every other day" is `@weekly`');
      expect(rules).toContain('results alone do **not** add a procedure');
      expect(EXTRACTION_PROMPT).not.toContain('## 9. Worked examples');
      expect(() => guideRules('# a guide that lost its sections')).toThrow(/lost its sections/);
    });
  });
});
