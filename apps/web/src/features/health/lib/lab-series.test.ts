import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';
import { labSeries } from './lab-series';

const lab = (id: string, at: string, value: number, unit = 'million/mL'): AnalyticsEntry => ({
  id,
  type: 'lab_result',
  term: 'sperm_concentration',
  name: 'Sperm concentration',
  main_content: `count ${value}`,
  duration: null,
  duration_days: null,
  frequency: null,
  severity: null,
  value,
  unit,
  room_slug: null,
  created_at: at,
});

describe('labSeries', () => {
  it('keeps tests with two or more values, oldest first, one line per unit', () => {
    const series = labSeries([
      lab('c', '2026-03-01T00:00:00Z', 20),
      lab('a', '2026-01-01T00:00:00Z', 12),
      lab('b', '2026-02-01T00:00:00Z', 15),
      lab('d', '2026-02-01T00:00:00Z', 40, 'million'),
    ]);
    expect(series).toHaveLength(1);
    expect(series[0]!.points.map((p) => p.value)).toEqual([12, 15, 20]);
  });
});
