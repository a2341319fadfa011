import { z } from 'zod';
import { entityId } from './common';

export const heightUnits = ['cm', 'in'] as const;
export const weightUnits = ['kg', 'lb'] as const;
export const biologicalSexes = ['male', 'female', 'intersex'] as const;

/**
 * Onboarding asks one question per step in this order; `completed` means onboarding is done
 * (the web app checks on_boarding_step === 'completed').
 */
export const onboardingSteps = [
  'age',
  'height',
  'weight',
  'biological_sex',
  'location',
  'completed',
] as const;
export const ONBOARDING_COMPLETED = 'completed';
export const onboardingStep = z.enum(onboardingSteps);

export const age = z.number().int().min(13).max(120);
export const height = z.number().positive().max(300).describe('In height_measurement units');
export const weight = z.number().positive().max(700).describe('In weight_measurement units');

/** Answers of the onboarding questions. */
export const onboardingState = z.object({
  age,
  height,
  height_measurement: z.enum(heightUnits),
  biological_sex: z.enum(biologicalSexes),
  weight,
  weight_measurement: z.enum(weightUnits),
  location: z.string().max(200).describe('Free text, e.g. "Austin, US"; the app only displays it'),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** The stored user: every profile field is null until given. */
export const storedUser = z.object({
  id: entityId,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 code'),
  city: z.string().nullable(),
  province: z.string().nullable().describe('State or province code, e.g. CA'),
  postal_code: z.string().nullable(),
  age: age.nullable(),
  height: height.nullable(),
  height_measurement: z.enum(heightUnits).nullable(),
  weight: weight.nullable(),
  weight_measurement: z.enum(weightUnits).nullable(),
  biological_sex: z.enum(biologicalSexes).nullable(),
  on_boarding_step: onboardingStep.nullable().describe('Last answered step; completed when done'),
  next_step: onboardingStep.nullable().describe('Step to ask next; null when onboarding is done'),
});
export type StoredUser = z.infer<typeof storedUser>;

/** The current user as the API answers it and the web app stores it under `user`. */
export const userData = z.object({
  is_verified: z.boolean().describe('False until the emailed one-time code is confirmed'),
  user_data: storedUser,
});
export type UserData = z.infer<typeof userData>;

export const tokenPair = z.object({
  access: z.string().describe('Short-lived JWT for the Authorization: Bearer header'),
  refresh: z.string().describe('Long-lived token for POST /api/users/refresh-token/'),
});
export type TokenPair = z.infer<typeof tokenPair>;

/** Answer of sign-up, login and social login: a session and the current user. */
export const authResponse = userData.extend(tokenPair.shape);
export type AuthResponse = z.infer<typeof authResponse>;

/** Profile fields the user may change (update-profile, complete-user-profile). */
export const profileFields = z.object({
  first_name: z.string().min(1).max(100),
  last_name: z.string().min(1).max(100),
  phone_number: z.string().max(32),
  address_line_1: z.string().max(200),
  address_line_2: z.string().max(200),
  country: z.string().length(2),
  city: z.string().max(100),
  province: z.string().max(100),
  postal_code: z.string().max(20),
  age,
  height,
  height_measurement: z.enum(heightUnits),
  weight,
  weight_measurement: z.enum(weightUnits),
  biological_sex: z.enum(biologicalSexes),
});

/** One-time codes are six digits. */
export const otpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.');
export const password = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.');
