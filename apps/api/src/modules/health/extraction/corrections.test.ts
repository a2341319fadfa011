import { describe, expect, it } from 'vitest';
import { withCorrectionsApplied } from './corrections';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';

const labels = (text: string) => extractFacts(text).map(labelOf).sort();

describe('numbers the writer corrects', () => {
  it.each([
    ['Motility 4%. Oops, misread it, it is 40 not 4.', ['lab_result:motility=40 %']],
    ['TTC for 2 years, sorry I meant 2 months', ['personal:trying_to_conceive for 2 months']],
    ['LH 0.9 - typo, should be 9.1', ['lab_result:lh=9.1 IU/L']],
    ['testosterone 410, make that 440 ng/dL', ['lab_result:testosterone=440 ng/dL']],
    ["I'm 43, correction: 34", ['personal:age=34 years']],
  ])('%s', (text, facts) => {
    expect(labels(text)).toEqual([...facts].sort());
  });

  it('blanks the correction, so it is not read as a second value', () => {
    expect(withCorrectionsApplied('count 3 million, sorry, it is 2.5 not 3')).toBe(
      `count 2.5 million,${' '.repeat('sorry, it is 2.5 not 3'.length + 1)}`,
    );
  });

  it('reads a 100 KB message full of corrections and NULs by its first 4,000 characters', () => {
    const text = `count 3 million/ml, sorry, it is 2.5 not 3. ${'typo \u0000 not 3, I meant 4 '.repeat(5000)}`;
    expect(text.length).toBeGreaterThan(100_000);
    expect(labels(text)).toContain('lab_result:sperm_concentration=2.5 million/mL');
  });

  it.each([
    'Sorry, 2 more questions: is a count of 20 million fine?',
    'Actually 15 of us at work smoke',
    'my count is 20, not bad for 45',
  ])('changes nothing without a correction that says so: %s', (text) => {
    expect(withCorrectionsApplied(text)).toBe(text);
  });
});
