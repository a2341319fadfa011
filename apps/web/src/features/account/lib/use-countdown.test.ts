import { describe, expect, it } from 'vitest';
import { waitFromMessage } from './use-countdown';

describe('waitFromMessage', () => {
  it('reads seconds and minutes out of a 429 sentence', () => {
    expect(waitFromMessage('Too many code requests. Please try again in 42 seconds.')).toBe(42);
    expect(waitFromMessage('Too many attempts. Please try again in 3 minutes.')).toBe(180);
    expect(waitFromMessage('Something else.')).toBeNull();
  });
});
