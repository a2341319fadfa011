import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../health/extraction/extract-local';
import { compareWithReference, describeReading, readingOf, readingsIn } from './reference-values';

describe('readingOf: which measure a stored value is, from the words it was read from', () => {
  it.each([
    ['Progressive motility 25%', 25, 'progressive_motility', 30],
    ['progressive motility 25%', 25, 'progressive_motility', 30],
    ['25% progressive motility', 25, 'progressive_motility', 30],
    ['progressive 25%', 25, 'progressive_motility', 30],
    ['PR 25%', 25, 'progressive_motility', 30],
    ['only 25% were moving forward', 25, 'progressive_motility', 30],
    ['Motility: total 45%, progressive 25%', 25, 'progressive_motility', 30],
    ['total motility 40%, progressive motility 25%', 25, 'progressive_motility', 30],
    [
      'Semen analysis back: volume 2.1ml, concentration 11 million/ml, progressive motility 28%',
      28,
      'progressive_motility',
      30,
    ],
    ['total motility 35%', 35, 'total_motility', 42],
    ['my total motility was 35%', 35, 'total_motility', 42],
    ['motility 35% and morphology 3%', 35, 'total_motility', 42],
    ['Motility: total 45%, progressive 25%', 45, 'total_motility', 42],
    ['motility 40% (progressive 25%)', 40, 'total_motility', 42],
  ])('%s: %d is %s, limit %d', (words, value, key, limit) => {
    expect(readingOf(words, value, '%')).toMatchObject({ key, value, limit });
  });

  it('reads the other WHO 2021 measures with their limits', () => {
    expect(readingOf('sperm concentration 12 million/mL', 12, 'million/mL')).toMatchObject({
      key: 'concentration',
      limit: 16,
    });
    expect(readingOf('volume 1.2ml', 1.2, 'mL')).toMatchObject({ key: 'volume_ml', limit: 1.4 });
    expect(readingOf('morphology 3%', 3, '%')).toMatchObject({ key: 'normal_forms', limit: 4 });
  });

  it('gives no reading when the kind is not known, rather than a wrong one', () => {
    // The words do not hold the value (a stored value and another line's words).
    expect(readingOf('progressive motility 25%', 40, '%')).toBeNull();
    // No measure named beside the value, or one with no limit of its own.
    expect(readingOf('sperm movement 25%', 25, '%')).toBeNull();
    expect(readingOf('Motility: progressive 25% total 40%', 40, '%')).toBeNull();
    expect(readingOf('non-progressive motility 12%', 12, '%')).toBeNull();
    expect(readingOf('NP 12%', 12, '%')).toBeNull();
    // A total count is not a concentration, whatever unit it was stored in.
    expect(readingOf('total count 30 million', 30, 'million/mL')).toBeNull();
  });

  it('never reads a progressive value as total motility', () => {
    const progressive = [
      'Progressive motility 25%',
      'progressive motility: 25 %',
      '25% progressive',
      'progressive sperm motility 25%',
      'PR: 25%',
      'a+b motility 25%',
      '25% of them were swimming forward',
      'total motility 40%, progressive motility 25%',
      'Motility: total 40%, progressive 25%',
      'motility 40% (progressive 25%)',
    ];
    for (const words of progressive) {
      expect(readingOf(words, 25, '%')?.key, words).toBe('progressive_motility');
    }
  });
});

describe('a PDF value reaches the health entries with its kind', () => {
  it('keeps "progressive" in the words of the stored fact, so the summary reads it back', () => {
    const report = [
      'Semen analysis report',
      'Volume 2.0 mL (>= 1.4)',
      'Progressive motility 25 % (>= 30)',
      'Non-progressive motility (NP) 12 %',
    ].join('\n');
    const lines = readingsIn(report).map(describeReading);
    expect(lines).toEqual(['semen volume 2 mL', 'progressive motility 25%']);
    // As the chat hands a message with a PDF to the extraction (reply-service withFileValues).
    const facts = extractFacts(`Here is my report\n${lines.join('\n')}`);
    const motility = facts.find((fact) => fact.term === 'motility')!;
    expect(motility).toMatchObject({ value: 25, unit: '%' });
    expect(readingOf(motility.main_content, 25, '%')).toMatchObject({
      key: 'progressive_motility',
      limit: 30,
    });
  });

  it('reads no non-progressive line of a report as progressive or total motility', () => {
    expect(readingsIn('Non-progressive motility (NP) 12 %')).toEqual([]);
    expect(compareWithReference('non-progressive motility 12%')).toBeNull();
  });
});
