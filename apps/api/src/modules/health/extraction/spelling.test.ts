import { describe, expect, it } from 'vitest';
import { spellingCorrected } from './spelling';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';

const labels = (text: string) => extractFacts(text).map(labelOf);

describe('misspelt health words', () => {
  it('puts right a domain word one edit away, and a dropped g', () => {
    expect(spellingCorrected('testoterone low, mottility 30%, tryin for a baby')).toBe(
      'testosterone low, motility 30%, trying for a baby',
    );
  });

  it('leaves everyday words, inflections and short words as typed', () => {
    const text = 'Allergies: none. Mobility is fine, my vitamins and erections too, sperm ok';
    expect(spellingCorrected(text)).toBe(text);
  });

  it.each([
    ['been on sertaline for a year', ['medication:antidepressant for 1 year']],
    ['im alergic to amoxicilin', ['allergy:amoxicillin']],
    ['had a vasectomey in 2015', ['procedure:vasectomy']],
    [
      'mophology 3% and concentraton 9m/ml',
      ['lab_result:morphology=3 %', 'lab_result:sperm_concentration=9 million/mL'],
    ],
    ['stingin wen i pee', ['symptom:painful_urination']],
    ['vape evry day', ['lifestyle:smoking @daily']],
  ])('lets the extraction read a misspelt message: %s', (text, facts) => {
    expect(labels(text).sort()).toEqual([...facts].sort());
  });
});
