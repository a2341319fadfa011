import { describe, expect, it } from 'vitest';
import { searchText } from './follow-up';

describe('the search text of a follow-up', () => {
  it('joins a short message that refers back to the message before it', () => {
    for (const [previous, question] of [
      ['what is a varicocele', 'is it dangerous?'],
      ['my sperm count was 12 million/ml', 'is that low?'],
      ['what is embolisation', 'does it hurt?'],
      ['I take clomid and tamoxifen', 'can they lower my libido?'],
    ] as const)
      expect(searchText(question, previous)).toBe(`${previous}\n${question}`);
  });

  it('keeps a question that stands alone, a long one, one that points ahead, and the first', () => {
    expect(searchText('does zinc help sperm?', 'what is a varicocele')).toBe(
      'does zinc help sperm?',
    );
    const long = 'is it true that heat from a laptop on my lap every day can lower my count';
    expect(searchText(long, 'what is a varicocele')).toBe(long);
    expect(searchText('is it safe to take zinc?', 'what is a varicocele')).toBe(
      'is it safe to take zinc?',
    );
    expect(searchText('is it dangerous?', undefined)).toBe('is it dangerous?');
  });
});
