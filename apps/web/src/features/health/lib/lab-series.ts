import type { AnalyticsEntry } from '@mhp/contract/schemas/health';

export interface LabSeries {
  key: string;
  name: string;
  unit: string;
  /** Oldest first. */
  points: { at: string; value: number; id: string }[];
}

/**
 * Lab results that repeat: one series per test and unit with at least two values, so a chart
 * can show how they change. Results in different units are never mixed on one line.
 */
export function labSeries(entries: readonly AnalyticsEntry[]): LabSeries[] {
  const byKey = new Map<string, LabSeries>();
  for (const entry of entries) {
    if (entry.type !== 'lab_result' || entry.value === null || !entry.unit) continue;
    const key = `${entry.term}|${entry.unit}`;
    const series = byKey.get(key) ?? { key, name: entry.name, unit: entry.unit, points: [] };
    series.points.push({ at: entry.created_at, value: entry.value, id: entry.id });
    byKey.set(key, series);
  }
  return [...byKey.values()]
    .filter((series) => series.points.length >= 2)
    .map((series) => ({
      ...series,
      points: [...series.points].sort((a, b) => a.at.localeCompare(b.at)),
    }));
}
