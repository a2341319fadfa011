import type { AnalyticsEntry } from '@mhp/contract/schemas/health';

let made = 0;

/**
 * A health fact as the API lists it, for tests: a daily smoking habit unless `parts` say
 * otherwise, with an id of its own.
 */
export const analyticsEntry = (parts: Partial<AnalyticsEntry>): AnalyticsEntry => ({
  id: `e${++made}`,
  type: 'lifestyle',
  term: 'smoking',
  name: 'Smoking',
  main_content: 'I smoke every day',
  duration: null,
  duration_days: null,
  frequency: 'daily',
  severity: null,
  value: null,
  unit: null,
  room_slug: 'abc123',
  created_at: '2026-11-20T10:00:00.000Z',
  ...parts,
});
