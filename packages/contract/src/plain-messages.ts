import type { z } from 'zod';

/**
 * Plain sentences for zod's issues (issue 26): what a person reads next to a field, instead of
 * zod's developer text ("Too big: expected number to be <=100" becomes "Enter a number no
 * higher than 100."). One mapping for the whole platform: the API's 400 `fields` messages and
 * the web app's own checks both come from it (ADR 026), passed as the `error` of a parse:
 * `schema.safeParse(data, { error: plainIssueMessage })`. A message written in a schema
 * (`z.string().min(8, 'Use at least 8 characters.')`) or a refinement still wins: zod asks
 * this mapping only for issues that carry none. Types only from zod: no runtime cost.
 */
type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint, one: string, many: string) =>
  `${n} ${Number(n) === 1 ? one : many}`;

const numberOrigins = new Set(['number', 'int', 'bigint']);
const listOrigins = new Set(['array', 'set']);

function bound(value: number | bigint | Date): string {
  return value instanceof Date ? value.toLocaleDateString('en-GB') : String(value);
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  if (numberOrigins.has(issue.origin)) {
    return issue.inclusive
      ? `Enter a number no higher than ${bound(max)}.`
      : `Enter a number lower than ${bound(max)}.`;
  }
  if (issue.origin === 'string') {
    const most = issue.inclusive ? Number(max) : Number(max) - 1;
    return issue.exact
      ? `Use exactly ${count(most, 'character', 'characters')}.`
      : `Use at most ${count(most, 'character', 'characters')}.`;
  }
  if (listOrigins.has(issue.origin)) {
    return `Choose at most ${count(Number(max), 'item', 'items')}.`;
  }
  if (issue.origin === 'date') return `Enter a date no later than ${bound(max)}.`;
  if (issue.origin === 'file') return 'This file is too large.';
  return 'This value is too large.';
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  if (numberOrigins.has(issue.origin)) {
    return issue.inclusive
      ? `Enter a number no lower than ${bound(min)}.`
      : `Enter a number higher than ${bound(min)}.`;
  }
  if (issue.origin === 'string') {
    const least = issue.inclusive ? Number(min) : Number(min) + 1;
    if (least <= 1) return 'Fill in this field.';
    return issue.exact
      ? `Use exactly ${count(least, 'character', 'characters')}.`
      : `Use at least ${count(least, 'character', 'characters')}.`;
  }
  if (listOrigins.has(issue.origin)) {
    return Number(min) <= 1 ? 'Choose at least one.' : `Choose at least ${min}.`;
  }
  if (issue.origin === 'date') return `Enter a date no earlier than ${bound(min)}.`;
  return 'This value is too small.';
}

const FORMATS: Partial<Record<string, string>> = {
  email: 'Enter a valid email address.',
  url: 'Enter a full web address, starting with https://.',
  uuid: 'This code is not valid.',
  guid: 'This code is not valid.',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a valid date and time.',
  time: 'Enter a valid time.',
  e164: 'Enter the phone number with its country code, e.g. +14155550123.',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'Fill in this field.';
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return 'Enter a number.';
    case 'int':
      return 'Enter a whole number.';
    case 'boolean':
      return 'Choose yes or no.';
    case 'date':
      return 'Enter a valid date.';
    case 'array':
      return 'Choose from the list.';
    default:
      return 'This value is not valid.';
  }
}

/** The plain sentence for one zod issue. */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Check the format of this field.';
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Enter a whole number.'
        : `Enter a multiple of ${String(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Enter ${JSON.stringify(issue.values[0])}.`
        : 'Choose one of the options.';
    case 'unrecognized_keys':
      return `Remove ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.join(', ')}: ${issue.keys.length === 1 ? 'it is' : 'they are'} not part of this form.`;
    case 'invalid_union':
      return 'This value is not valid.';
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries is not valid.';
    default:
      return 'This value is not valid.';
  }
}
