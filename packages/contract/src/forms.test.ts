import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutForm,
  consultForm,
  contactForm,
  EMAIL_MESSAGE,
  emailRule,
  SHIPPING_METHOD_REQUIRED,
} from './forms';

/** Messages per field, as a form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (fields[issue.path.join('.') || '_root'] ??= []).push(issue.message);
  }
  return fields;
}

const validCheckout = {
  email: 'jo@example.com',
  country: 'US',
  first_name: 'Jo',
  last_name: 'Doe',
  street_address_1: '1 Main St',
  country_area: 'CA',
  city: 'Los Angeles',
  postal_code: '90001',
  shipment_type: 'standard',
  payment_gateway: 'stripe',
};

const validContact = {
  first_name: 'Jo',
  last_name: 'Doe',
  email: 'jo@example.com',
  message: 'Hello',
};

describe('emailRule', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', 'x@y.z'])('accepts %s', (email) => {
    expect(emailRule.safeParse(email).success).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a b@c.de',
    'a@b.',
    'a@.b c',
    'name@example',
    'a@b@c.de',
    'a@b..de',
  ])('rejects %j', (email) => {
    const result = emailRule.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
  });
});

describe('email length', () => {
  it('refuses an oversized address by its length alone, without running the pattern', () => {
    const result = emailRule.safeParse('@'.repeat(1_000_000));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is too long.']);
  });
});

describe('checkoutForm', () => {
  it('accepts a full form with optional fields absent or empty', () => {
    expect(checkoutForm.safeParse(validCheckout).success).toBe(true);
    expect(
      checkoutForm.safeParse({ ...validCheckout, phone: '', street_address_2: '' }).success,
    ).toBe(true);
    expect(checkoutForm.safeParse({ ...validCheckout, phone: '+1 (555) 010-2030' }).success).toBe(
      true,
    );
  });

  it("says 'Shipping method is required!' when no method is chosen", () => {
    const { shipment_type: _, ...noMethod } = validCheckout;
    expect(errorsOf(checkoutForm, noMethod)).toEqual({ shipment_type: [SHIPPING_METHOD_REQUIRED] });
    expect(errorsOf(checkoutForm, { ...validCheckout, shipment_type: '' })).toEqual({
      shipment_type: ['Shipping method is required!'],
    });
  });

  it('names each missing required field once', () => {
    const errors = errorsOf(checkoutForm, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'email',
        'country',
        'first_name',
        'last_name',
        'street_address_1',
        'country_area',
        'city',
        'postal_code',
        'shipment_type',
        'payment_gateway',
      ].sort(),
    );
    expect(errors.first_name).toEqual(['First name is required.']);
    expect(errors.email).toEqual(['Email is required.']);
  });

  it('rejects blank text, a bad email, an unknown gateway and a bad phone', () => {
    expect(errorsOf(checkoutForm, { ...validCheckout, city: '   ' })).toEqual({
      city: ['City is required.'],
    });
    expect(errorsOf(checkoutForm, { ...validCheckout, email: 'nope' })).toEqual({
      email: [EMAIL_MESSAGE],
    });
    expect(errorsOf(checkoutForm, { ...validCheckout, payment_gateway: 'bitcoin' })).toEqual({
      payment_gateway: ['Choose a payment method.'],
    });
    expect(Object.keys(errorsOf(checkoutForm, { ...validCheckout, phone: 'call me' }))).toEqual([
      'phone',
    ]);
  });

  it.each(['paypal', 'stripe', 'googlepay'])('accepts gateway %s', (gateway) => {
    expect(checkoutForm.safeParse({ ...validCheckout, payment_gateway: gateway }).success).toBe(
      true,
    );
  });

  it('limits lengths', () => {
    expect(
      errorsOf(checkoutForm, { ...validCheckout, postal_code: '1'.repeat(21) }).postal_code,
    ).toEqual(['Postal code must be at most 20 characters.']);
  });
});

describe('contactForm', () => {
  it('accepts the required fields, phone optional', () => {
    expect(contactForm.safeParse(validContact).success).toBe(true);
    expect(
      contactForm.safeParse({ ...validContact, phone_number: '+44 20 7946 0000' }).success,
    ).toBe(true);
  });

  it('requires first_name, last_name, email and message', () => {
    expect(errorsOf(contactForm, {})).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Email is required.'],
      message: ['Message is required.'],
    });
  });
});

describe('consultForm', () => {
  const validConsult = {
    ...validContact,
    varicocele_grade: 'grade_2',
    symptoms: ['varicocele_pain'],
  };

  it('accepts a grade and one or more symptoms', () => {
    expect(consultForm.safeParse(validConsult).success).toBe(true);
    expect(
      consultForm.safeParse({ ...validConsult, symptoms: ['male_infertility', 'other'] }).success,
    ).toBe(true);
  });

  it('requires the contact fields, a grade and symptoms', () => {
    const errors = errorsOf(consultForm, { ...validContact });
    expect(errors).toEqual({
      varicocele_grade: ['Varicocele grade is required.'],
      symptoms: ['Select at least one symptom.'],
    });
    expect(errorsOf(consultForm, { ...validConsult, symptoms: [] })).toEqual({
      symptoms: ['Select at least one symptom.'],
    });
    expect(errorsOf(consultForm, { ...validConsult, first_name: '' })).toEqual({
      first_name: ['First name is required.'],
    });
  });

  it('rejects unknown values and "none" with other symptoms', () => {
    expect(consultForm.safeParse({ ...validConsult, varicocele_grade: 'grade_4' }).success).toBe(
      false,
    );
    expect(consultForm.safeParse({ ...validConsult, symptoms: ['headache'] }).success).toBe(false);
    expect(consultForm.safeParse({ ...validConsult, symptoms: ['none', 'other'] }).success).toBe(
      false,
    );
    expect(consultForm.safeParse({ ...validConsult, symptoms: ['none'] }).success).toBe(true);
  });
});
