import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('chart axis ticks', () => {
  it('runs from 0 to a round number above the highest value in round steps', () => {
    expect(niceTicks(9, 12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(2.1, 3.4)).toEqual([0, 2, 4]);
    expect(niceTicks(180, 410)).toEqual([0, 200, 400, 600]);
    expect(niceTicks(0.4, 0.9)).toEqual([0, 0.5, 1]);
  });

  it('keeps a value below 0 and a flat series on the axis', () => {
    expect(niceTicks(-3, 4)).toEqual([-5, 0, 5]);
    expect(niceTicks(0, 0)).toEqual([0, 0.5, 1]);
  });
});
