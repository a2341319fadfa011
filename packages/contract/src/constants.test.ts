import { describe, expect, it } from 'vitest';
import { FIXED_CATEGORY_IDS, FIXED_PRODUCT_IDS, SIZE_CHART, sizeChartSizes } from './constants';

describe('SIZE_CHART', () => {
  it('has every size in order with the spec ranges for S and XXXL', () => {
    expect(SIZE_CHART.map((row) => row.size)).toEqual([...sizeChartSizes]);
    expect(SIZE_CHART.find((r) => r.size === 'S')).toMatchObject({
      waistCm: [76, 81],
      waistIn: [30, 32],
    });
    expect(SIZE_CHART.find((r) => r.size === 'XXXL')).toMatchObject({
      waistCm: [113, 121],
      waistIn: [44, 47],
    });
  });

  it('grows with each size, and cm agrees with inches', () => {
    SIZE_CHART.forEach((row, i) => {
      expect(row.waistCm[0]).toBeLessThan(row.waistCm[1]);
      expect(row.waistIn[0]).toBeLessThan(row.waistIn[1]);
      const previous = SIZE_CHART[i - 1];
      if (previous) expect(row.waistIn[0]).toBeGreaterThanOrEqual(previous.waistIn[1]);
      for (const k of [0, 1] as const) {
        expect(Math.abs(row.waistCm[k] - row.waistIn[k] * 2.54)).toBeLessThan(2.5);
      }
    });
  });
});

describe('fixed ids', () => {
  it('are distinct UUIDs', () => {
    const ids = [...Object.values(FIXED_CATEGORY_IDS), ...Object.values(FIXED_PRODUCT_IDS)];
    expect(new Set(ids).size).toBe(4);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
