import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { plainIssueMessage } from './plain-messages';
import { profileFields } from './schemas/user';

/** The message a person reads for `value` against `schema`. */
function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: plainIssueMessage });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('plainIssueMessage: each zod issue the forms produce, as a sentence', () => {
  it.each([
    // too_big / too_small on numbers (the profile's age; health values; 0–10 scores)
    ['too_big, number (<=)', z.number().max(100), 101, 'Enter a number no higher than 100.'],
    ['too_big, number (<)', z.number().lt(10), 10, 'Enter a number lower than 10.'],
    ['too_small, number (>=)', profileFields.shape.age, 12, 'Enter a number no lower than 13.'],
    ['too_small, number (>)', z.number().positive(), 0, 'Enter a number higher than 0.'],
    // too_big / too_small on text (names, addresses, country codes)
    ['too_big, text', profileFields.shape.city, 'x'.repeat(101), 'Use at most 100 characters.'],
    ['too_small, empty text', profileFields.shape.first_name, '', 'Fill in this field.'],
    ['too_small, text', z.string().min(3), 'ab', 'Use at least 3 characters.'],
    ['exact length', profileFields.shape.country, 'USA', 'Use exactly 2 characters.'],
    // lists (assessment multi-choice answers)
    ['too_big, list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Choose at most 2 items.'],
    ['too_small, list', z.array(z.string()).min(1), [], 'Choose at least one.'],
    // invalid_type: missing, and the wrong kind of value
    ['missing value', z.object({ a: z.string() }), {}, 'Fill in this field.'],
    ['not a number', profileFields.shape.age, 'forty', 'Enter a number.'],
    ['not a whole number', profileFields.shape.age, 40.5, 'Enter a whole number.'],
    ['not yes or no', z.boolean(), 'maybe', 'Choose yes or no.'],
    // invalid_format
    ['email', z.email(), 'sam@', 'Enter a valid email address.'],
    ['web address', z.url(), 'not a url', 'Enter a full web address, starting with https://.'],
    ['date', z.iso.date(), '31/12/2026', 'Enter a date as YYYY-MM-DD.'],
    ['pattern', z.string().regex(/^\d+$/), 'abc', 'Check the format of this field.'],
    // invalid_value (choices: height units, sex, consult types)
    ['choice', profileFields.shape.height_measurement, 'furlong', 'Choose one of the options.'],
    ['literal', z.literal('yes'), 'no', 'Enter "yes".'],
    ['not_multiple_of', z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    [
      'unrecognized_keys',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      'Remove the field b: it is not part of this form.',
    ],
    ['invalid_union', z.union([z.number(), z.boolean()]), 'x', 'This value is not valid.'],
  ])('%s', (_kind, schema, value, sentence) => {
    expect(messageFor(schema, value)).toBe(sentence);
  });

  it('turns the message people saw in issue 26 into a sentence', () => {
    const raw = z.number().max(100).safeParse(101);
    expect(raw.error?.issues[0]?.message).toBe('Too big: expected number to be <=100');
    expect(messageFor(z.number().max(100), 101)).toBe('Enter a number no higher than 100.');
  });

  it('leaves a message written in the schema or a refinement as it is', () => {
    expect(messageFor(z.string().min(8, 'Use at least 8 characters.'), 'short')).toBe(
      'Use at least 8 characters.',
    );
    const refined = z.string().refine((value) => value !== 'no', 'Say yes.');
    expect(messageFor(refined, 'no')).toBe('Say yes.');
  });

  it('never shows zod’s developer wording', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.number().max(1), 2],
      [z.string().max(1), 'ab'],
      [z.email(), 'x'],
      [z.enum(['a', 'b']), 'c'],
      [z.object({ a: z.number() }), { a: 'x' }],
    ];
    for (const [schema, value] of schemas) {
      expect(messageFor(schema, value)).not.toMatch(/expected|Invalid|Too (big|small)|<=|>=/);
    }
  });
});
