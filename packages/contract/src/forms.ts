import { z } from 'zod';
import { paymentGatewayIds } from './schemas/payment';

/**
 * The shared form rules of spec section 5, with the messages the user sees. The web app
 * validates its forms with these and the API validates the same bodies with them.
 */

/**
 * One non-space run, an @, and a dotted domain (spec section 5), written so that it matches in
 * linear time: no part can take characters another part could also take (the local part has
 * no @, each domain label has no dot), so a failing match never backtracks. The obvious
 * `^\S+@\S+\.\S+$` is cubic: 128 KB of @ held the server for 15 s. Exactly one @ is allowed.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_CHARS = 254;
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const SHIPPING_METHOD_REQUIRED = 'Shipping method is required!';

/** The length check aborts validation, so no pattern ever runs on an oversized value. */
const emailTooLong = { error: 'Email is too long.', abort: true } as const;

export const emailRule = z
  .string()
  .max(EMAIL_MAX_CHARS, emailTooLong)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** A required text field: present, not blank, at most `max` characters. */
function requiredText(label: string, max: number) {
  const message = `${label} is required.`;
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .regex(/\S/, { error: message, abort: true })
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Optional text: absent or empty is fine (forms send '' for untouched fields). */
function optionalText(label: string, max: number) {
  return z.string().max(max, `${label} must be at most ${max} characters.`).optional();
}

export const requiredEmail = z
  .string({ error: 'Email is required.' })
  .min(1, { error: 'Email is required.', abort: true })
  .max(EMAIL_MAX_CHARS, emailTooLong)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

const optionalPhone = z
  .string()
  .max(32, 'Phone number must be at most 32 characters.')
  .regex(/^[+\d\s().-]*$/, 'Enter a valid phone number.')
  .optional();

export const checkoutForm = z.object({
  email: requiredEmail,
  phone: optionalPhone,
  country: z
    .string({ error: 'Country is required.' })
    .min(1, { error: 'Country is required.', abort: true })
    .regex(/^[A-Z]{2}$/, 'Select a country from the list.'),
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  street_address_1: requiredText('Street address', 200),
  street_address_2: optionalText('Apartment, suite, etc.', 200),
  country_area: requiredText('State / province', 100),
  city: requiredText('City', 100),
  postal_code: requiredText('Postal code', 20),
  shipment_type: z
    .string({ error: SHIPPING_METHOD_REQUIRED })
    .min(1, SHIPPING_METHOD_REQUIRED)
    .max(100)
    .describe('Id of the chosen shipping method'),
  payment_gateway: z.enum(paymentGatewayIds, { error: 'Choose a payment method.' }),
});
export type CheckoutForm = z.infer<typeof checkoutForm>;

export const contactForm = z.object({
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  email: requiredEmail,
  phone_number: optionalPhone,
  message: requiredText('Message', 5000),
});
export type ContactForm = z.infer<typeof contactForm>;

export const varicoceleGrades = [
  'grade_1',
  'grade_2',
  'grade_3',
  'subclinical_minor',
  'unknown',
] as const;
export const consultSymptoms = [
  'none',
  'male_infertility',
  'ed_virility',
  'low_testosterone',
  'varicocele_pain',
  'other',
] as const;

export const consultForm = contactForm.extend({
  varicocele_grade: z.enum(varicoceleGrades, { error: 'Varicocele grade is required.' }),
  symptoms: z
    .array(z.enum(consultSymptoms), { error: 'Select at least one symptom.' })
    .min(1, 'Select at least one symptom.')
    .refine((list) => new Set(list).size === list.length, 'Each symptom may be chosen once.')
    .refine(
      (list) => !list.includes('none') || list.length === 1,
      '"None" cannot be combined with other symptoms.',
    ),
});
export type ConsultForm = z.infer<typeof consultForm>;
