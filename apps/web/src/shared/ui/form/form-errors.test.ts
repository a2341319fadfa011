import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http-client';
import { formErrors } from './form-errors';

const fields = ['email', 'password'] as const;

describe('formErrors', () => {
  it('puts the first message of each known field next to it', () => {
    const error = new HttpError(400, {
      statusCode: 400,
      error: 'validation_error',
      message: 'Some fields are not valid.',
      fields: {
        email: ['Enter a valid email address.', 'Email is too long.'],
        password: ['Use at least 8 characters.'],
      },
    });
    expect(formErrors(error, fields)).toEqual({
      fields: { email: 'Enter a valid email address.', password: 'Use at least 8 characters.' },
      message: null,
    });
  });

  it('keeps messages of fields the form does not have, and renames API fields', () => {
    const error = new HttpError(400, {
      statusCode: 400,
      error: 'validation_error',
      message: 'Some fields are not valid.',
      fields: { otp: ['Enter the 6-digit code.'], _root: ['Enter either your password or code.'] },
    });
    expect(formErrors(error, ['code'] as const, { otp: 'code' })).toEqual({
      fields: { code: 'Enter the 6-digit code.' },
      message: 'Enter either your password or code.',
    });
  });

  it('shows the sentence of an error without fields (wrong credentials answer 400)', () => {
    const error = new HttpError(400, {
      statusCode: 400,
      error: 'invalid_credentials',
      message: 'Incorrect email or password.',
    });
    expect(formErrors(error, fields)).toEqual({
      fields: {},
      message: 'Incorrect email or password.',
    });
  });

  it('shows the wait of a 429', () => {
    const error = new HttpError(429, {
      statusCode: 429,
      error: 'too_many_requests',
      message: 'Too many code requests. Please try again in 42 seconds.',
    });
    expect(formErrors(error, fields).message).toBe(
      'Too many code requests. Please try again in 42 seconds.',
    );
  });

  it('falls back to a generic sentence for errors that are not from the API', () => {
    expect(formErrors(new Error('boom'), fields)).toEqual({
      fields: {},
      message: 'Something went wrong. Please try again.',
    });
  });
});
