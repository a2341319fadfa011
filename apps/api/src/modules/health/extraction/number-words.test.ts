import { describe, expect, it } from 'vitest';
import { numbersAsDigits } from './number-words';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';

describe('numbers written in words', () => {
  it('turns values into digits: hundreds, decimals, tens and teens', () => {
    expect(numbersAsDigits('testosterone came in at six hundred and forty')).toBe(
      'testosterone came in at 640',
    );
    expect(numbersAsDigits('volume two point eight, count nineteen million')).toBe(
      'volume 2.8, count 19 million',
    );
    expect(numbersAsDigits('morphology was seventy-one')).toBe('morphology was 71');
  });

  it('leaves a lone small word alone unless a unit or a test name is beside it', () => {
    expect(numbersAsDigits('one testicle aches after two pints')).toBe(
      'one testicle aches after two pints',
    );
    expect(numbersAsDigits('FSH seven and LH three')).toBe('FSH 7 and LH 3');
    expect(numbersAsDigits('motility was five percent')).toBe('motility was 5 percent');
    expect(numbersAsDigits('at one point it hurt')).toBe('at one point it hurt');
  });

  it('reads a lone small word before a dose or a body weight as a number', () => {
    expect(numbersAsDigits('zinc five mg, lost two stone, creatine three grams')).toBe(
      'zinc 5 mg, lost 2 stone, creatine 3 grams',
    );
  });

  it('lets the extraction read lab results written in words', () => {
    const labels = extractFacts('my PSA was one point eight and my LH six').map(labelOf);
    expect(labels).toContain('lab_result:psa=1.8 ng/mL');
    expect(labels).toContain('lab_result:lh=6 IU/L');
  });
});
