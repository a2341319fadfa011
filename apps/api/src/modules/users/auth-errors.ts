import { HttpError } from '../../lib/http-error';

/*
 * Wrong credentials answer 400, not 401: the web client treats every 401 as "access token
 * expired, refresh and retry". The messages never say which half was wrong, so an unknown
 * address and a wrong password look the same.
 */

export const invalidCredentials = () =>
  new HttpError(400, 'invalid_credentials', 'Incorrect email or password.');

export const wrongCurrentPassword = () => {
  const message = 'Your current password is incorrect.';
  return new HttpError(400, 'invalid_credentials', message, { old_password: [message] });
};

export const invalidCode = (field = 'otp') => {
  const message = 'The code is incorrect or has expired. Request a new code and try again.';
  return new HttpError(400, 'invalid_code', message, { [field]: [message] });
};

export const weakPassword = (field: string, message: string) =>
  new HttpError(400, 'weak_password', message, { [field]: [message] });

export const notConfigured = (provider: string) =>
  new HttpError(
    503,
    'not_configured',
    `Sign-in with ${provider} is not set up on this server. Please use another way to sign in.`,
  );
