import { readdirSync, readFileSync } from 'node:fs';
import { KINDS } from './blind-rounds';
import type { RedFlagKind } from './triage';
import type { TriageCase } from './triage-set';

/**
 * Extra labelled prompts the classifier is trained on (`npm run triage:train`, ADR 014), kept
 * as data beside the hand-written development set:
 * - `written-*.json`: 200 prompts each, half emergencies, written for training by helpers who
 *   never saw the rules (everyday words, other people's emergencies, hard non-emergencies);
 * - `spent-round-*.json`: blind rounds once their figures were taken and their misses looked
 *   at; from then on they can only teach, not measure.
 * The rules are never tuned on these: they teach the second opinion the words the rules lack.
 */
const DIR = new URL('./training-prompts/', import.meta.url);

function load(file: string): TriageCase[] {
  const cases = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as {
    text: string;
    expected: string | null;
  }[];
  for (const c of cases) {
    if (c.expected !== null && !KINDS.has(c.expected as RedFlagKind))
      throw new Error(`${file}: unknown kind ${c.expected}`);
  }
  return cases as TriageCase[];
}

export const trainingPrompts: readonly TriageCase[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap(load);
