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
 * They teach the second opinion the words the rules lack. The rules were tuned on some of them
 * too once they were read (written-f and written-g in issue 24's sixth session, ADR 014), so
 * only rounds measured before anyone read them say how the whole triage does on new words.
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
