import { z } from 'zod';
import { brandIds } from '../brands';
import { requiredEmail } from '../forms';
import { defineRoute } from '../route';
import { messageResponse } from '../schemas/common';
import {
  authResponse,
  onboardingState,
  otpCode,
  password,
  profileFields,
  tokenPair,
  userData,
} from '../schemas/user';

const TAG = 'Users';
const email = requiredEmail;

/** The guest cart (local storage checkoutId) to hand to the account that signs in. */
const checkoutId = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('Guest cart (checkoutId) to attach to the account');

/** The nonce the client put in the provider's authorization request; checked against the token. */
const oidcNonce = z
  .string()
  .min(1)
  .max(200)
  .optional()
  .describe('Required when the ID token carries a nonce claim');

/** Exactly one of password and otp: an object with a refinement keeps per-field messages. */
const loginBody = z
  .object({
    email,
    password: z.string().min(1, 'Password is required.').max(128).optional(),
    otp: otpCode.optional().describe('Passwordless: the code sent by send-otp (purpose login)'),
    checkout_id: checkoutId,
  })
  .refine((body) => (body.password === undefined) !== (body.otp === undefined), {
    message: 'Enter either your password or the emailed code.',
    path: ['password'],
  });

/** Social providers; X signs in with the request token from GET /api/request-X-token/. */
const socialLogin = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('google'),
    id_token: z.string().min(1),
    nonce: oidcNonce,
    checkout_id: checkoutId,
  }),
  z.object({
    provider: z.literal('apple'),
    id_token: z.string().min(1),
    nonce: oidcNonce,
    checkout_id: checkoutId,
  }),
  z.object({
    provider: z.literal('facebook'),
    access_token: z.string().min(1),
    checkout_id: checkoutId,
  }),
  z.object({
    provider: z.literal('x'),
    oauth_token: z.string().min(1),
    oauth_verifier: z.string().min(1),
    checkout_id: checkoutId,
  }),
]);

export const usersRoutes = {
  refreshToken: defineRoute({
    method: 'POST',
    path: '/api/users/refresh-token/',
    summary: 'New access token from a refresh token (the refresh token is rotated)',
    tag: 'Token and health',
    auth: 'public',
    body: z.object({ refresh: z.string().min(1) }),
    response: tokenPair.describe('The old refresh token stops working once this answers'),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/users/logout/',
    summary:
      'Sign out: the session of the refresh token ends at once (its access tokens are refused, its chat sockets close)',
    tag: TAG,
    auth: 'optional',
    body: z.object({ refresh: z.string().min(1) }),
    response: messageResponse,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/users/me/',
    summary: 'The signed-in user',
    tag: TAG,
    auth: 'user',
    response: userData,
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/api/users/sign-up/',
    summary: 'Create an account; a one-time code is emailed to verify it',
    tag: TAG,
    auth: 'public',
    body: z.object({
      email,
      password,
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      phone_number: z.string().max(32).optional(),
      project_type: z.enum(brandIds).optional().describe('Variant the user signed up on'),
      checkout_id: checkoutId,
    }),
    response: authResponse.describe('is_verified is false until verify-otp'),
    status: 201,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login/',
    summary: 'Sign in with a password, or passwordless with an emailed one-time code',
    tag: TAG,
    auth: 'public',
    body: loginBody,
    response: authResponse,
  }),
  sendOtp: defineRoute({
    method: 'POST',
    path: '/api/users/send-otp/',
    summary: 'Email a one-time code (account verification or passwordless login)',
    tag: TAG,
    auth: 'public',
    body: z.object({
      email,
      purpose: z
        .enum(['verify_account', 'login'])
        .default('verify_account')
        .describe('verify_account after sign-up; login for passwordless sign-in'),
    }),
    response: messageResponse.describe('Same answer whether or not the email is registered'),
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: '/api/users/verify-otp/',
    summary: "Confirm the signed-in user's account with the emailed one-time code",
    tag: TAG,
    auth: 'user',
    body: z.object({ otp: otpCode }),
    response: userData,
  }),
  sendResetPasswordOtp: defineRoute({
    method: 'POST',
    path: '/api/users/send-reset-password-otp/',
    summary: 'Email a one-time code to reset the password',
    tag: TAG,
    auth: 'public',
    body: z.object({ email }),
    response: messageResponse.describe('Same answer whether or not the email is registered'),
  }),
  verifyResetPasswordOtp: defineRoute({
    method: 'POST',
    path: '/api/users/verify-reset-password-otp/',
    summary: 'Exchange the reset code for a short-lived reset token',
    tag: TAG,
    auth: 'public',
    body: z.object({ email, otp: otpCode }),
    response: z.object({
      reset_token: z.string().describe('Single use; valid for 15 minutes'),
    }),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/users/reset-password/',
    summary: 'Set a new password with the reset token; revokes all refresh tokens',
    tag: TAG,
    auth: 'public',
    body: z.object({ email, reset_token: z.string().min(1), password }),
    response: messageResponse,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/users/change-password/',
    summary: "Change the signed-in user's password (path chosen: not shown in the spec)",
    tag: TAG,
    auth: 'user',
    body: z.object({
      old_password: z.string().min(1, 'Current password is required.').max(128),
      new_password: password,
    }),
    response: messageResponse,
  }),
  updateProfile: defineRoute({
    method: 'POST',
    path: '/api/users/update-profile',
    summary: 'Update profile fields; only the fields sent change',
    tag: TAG,
    auth: 'user',
    body: profileFields.partial().describe('Any subset of the profile fields'),
    response: userData,
  }),
  saveInfo: defineRoute({
    method: 'POST',
    path: '/api/users/save-info/',
    summary: 'Save the address entered at checkout to the profile ("save my information")',
    tag: TAG,
    auth: 'user',
    body: profileFields.pick({
      first_name: true,
      last_name: true,
      phone_number: true,
      address_line_1: true,
      address_line_2: true,
      country: true,
      city: true,
      province: true,
      postal_code: true,
    }),
    response: userData,
  }),
  completeUserProfile: defineRoute({
    method: 'POST',
    path: '/api/complete-user-profile/',
    summary: 'Fill in the profile after sign-up or social login (/complete-profile)',
    tag: TAG,
    auth: 'user',
    body: profileFields
      .pick({ first_name: true, last_name: true })
      .extend(profileFields.omit({ first_name: true, last_name: true }).partial().shape),
    response: userData,
  }),
  socialMediaLogin: defineRoute({
    method: 'POST',
    path: '/api/social-media-login/',
    summary: "Sign in or sign up with a social provider's token",
    tag: TAG,
    auth: 'public',
    body: socialLogin,
    response: authResponse,
  }),
  requestXToken: defineRoute({
    method: 'GET',
    path: '/api/request-X-token/',
    summary: 'Start the X (Twitter) sign-in: an OAuth request token and the authorize URL',
    tag: TAG,
    auth: 'public',
    response: z.object({
      oauth_token: z.string(),
      authorization_url: z.string().describe('Send the browser here; X returns to the app'),
    }),
  }),
  userOnboardingQuestions: defineRoute({
    method: 'POST',
    path: '/api/user-onboarding-questions/',
    summary: 'Save onboarding answers; the answer says the next step (completed when done)',
    tag: TAG,
    auth: 'user',
    body: onboardingState.partial().describe('The answers of one or more steps'),
    response: userData,
  }),
};
