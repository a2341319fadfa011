import { describe, expect, it } from 'vitest';
import { matchesIn } from './matches';

describe('matchesIn', () => {
  it('finds what matchAll finds, and leaves the expression ready for the next text', () => {
    const regex = /\b(\d+) (pints|cans)\b/g;
    const text = 'had 4 pints on friday and 6 cans on saturday';
    const found = matchesIn(regex, text);
    expect(found.map((match) => [match.index, match[1], match[2]])).toEqual(
      [...text.matchAll(regex)].map((match) => [match.index, match[1], match[2]]),
    );
    expect(regex.lastIndex).toBe(0);
    expect(matchesIn(regex, 'two pints')).toEqual([]);
  });

  it('does not loop on an empty match', () => {
    expect(matchesIn(/x*/g, 'ab')).toHaveLength(3);
  });
});
