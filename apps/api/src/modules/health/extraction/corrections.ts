/**
 * A number the writer corrects later in the message is read as corrected (issue 24): "count 3
 * million... sorry, just reread it, it's 2.5 not 3" is a count of 2.5 million, "trying for 3
 * years, sorry I meant 3 months" is 3 months. The corrected number takes the place of the one it
 * corrects, and the correction itself becomes blank, so no rule reads it as a second value.
 *
 * Only a correction that says so is applied: one that names the number it replaces ("2.5 not
 * 3"), or says it is one ("I meant", "should be", "make that", "correction", "typo"). A
 * "sorry" alone before a number ("sorry, 2 more questions") changes nothing.
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** Units a corrected number may carry, so "3 years … I meant 3 months" changes the unit too. */
const UNIT = String.raw`(?:days?|weeks?|months?|years?|yrs?|million|mil|m(?=\b|\/)|%|percent|nmol\/l|ng\/dl|ng\/ml|ml|mls)`;

/** "sorry, I meant 3 months", "correction: 11.2", "it's 2.5 not 3", "make that 12". */
const CORRECTION = new RegExp(
  String.raw`\b(?:(?:sorry|actually|oops|my bad|wait|edit)\b[\s,:;.!—–-]*(?:(?:just )?re-?read (?:it|that|the (?:report|letter|results?))[\s,.;:—–-]*)?)?(correction|typo|i meant|i mean|should (?:be|say|read)|make that|meant to (?:say|write)|it'?s|it is|it was|that'?s|was|is)?[\s,:;—–-]*${NUMBER}\s*(${UNIT})?(?:,?\s*not\s+${NUMBER}\s*(?:${UNIT})?)?`,
  'gi',
);

/** Words that make a number after them a correction even without "not X". */
const SAYS_SO =
  /^(?:correction|typo|i meant|i mean|should (?:be|say|read)|make that|meant to (?:say|write))$/i;

/** Where the last `number` (standing alone, with `unit` after it when given) is before `end`. */
function lastNumberBefore(
  text: string,
  end: number,
  number: string | undefined,
  unit: string | undefined,
): { at: number; length: number } | null {
  const said = number ? number.replace('.', '\\.') : String.raw`\d+(?:\.\d+)?`;
  const withUnit = unit ? String.raw`\s*${UNIT}` : '';
  const pattern = new RegExp(String.raw`(?<![\d.])${said}(?![\d.])${withUnit}`, 'gi');
  let last: { at: number; length: number } | null = null;
  for (const match of text.slice(0, end).matchAll(pattern))
    last = { at: match.index, length: match[0].length };
  return last;
}

/** Words without which no correction is read: most messages skip the search for one. */
const MAY_CORRECT = /\b(?:correction|typo|meant|i mean|should (?:be|say|read)|make that|not \d)/i;

export function withCorrectionsApplied(text: string): string {
  if (!MAY_CORRECT.test(text)) return text;
  let result = text;
  // A message holds a correction or two; each is applied to the text as corrected so far.
  for (let applied = 0; applied < 3; applied += 1) {
    let changed = false;
    for (const match of result.matchAll(CORRECTION)) {
      const [phrase, lead, corrected, unit, replaced] = match;
      if (!replaced && !(lead && SAYS_SO.test(lead.trim()))) continue;
      const target = lastNumberBefore(result, match.index, replaced, replaced ? undefined : unit);
      if (!target) continue;
      const before = result.slice(0, target.at);
      const between = result.slice(target.at + target.length, match.index);
      const after = result.slice(match.index + phrase.length);
      const replacement = replaced ? corrected! : `${corrected}${unit ? ` ${unit.trim()}` : ''}`;
      result = `${before}${replacement}${between}${' '.repeat(phrase.length)}${after}`;
      changed = true;
      break;
    }
    if (!changed) break;
  }
  return result;
}
