/**
 * Every match of a global regular expression in `text`, like `text.matchAll(regex)` but without
 * the copy of the expression `matchAll` makes on each call: the extraction runs some two
 * hundred expressions on every clause, and those copies were most of the time a message took.
 */
export function matchesIn(regex: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    found.push(match);
    if (match[0].length === 0) regex.lastIndex += 1;
  }
  regex.lastIndex = 0;
  return found;
}

/** The one capture group that took part, for expressions with a group per wording. */
export function firstGroup(match: RegExpExecArray): string | undefined {
  return match.slice(1).find((group) => group !== undefined);
}
