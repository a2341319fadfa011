import type { z } from 'zod';
import type { profileFields, OnboardingState, UserData } from '@mhp/contract/schemas/user';
import { unauthorized } from '../../lib/http-error';
import { presentUser } from './presenters';
import type { UserPatch, UserRepo } from './user-repo';

type ProfileInput = Partial<z.infer<typeof profileFields>>;

/** Contract field names → columns. Only the fields sent are changed. */
function profilePatch(input: ProfileInput): UserPatch {
  const patch: UserPatch = {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    country: input.country?.toUpperCase(),
    city: input.city,
    province: input.province,
    postalCode: input.postal_code,
    age: input.age,
    height: input.height,
    heightMeasurement: input.height_measurement,
    weight: input.weight,
    weightMeasurement: input.weight_measurement,
    biologicalSex: input.biological_sex,
  };
  return withoutUndefined(patch);
}

function onboardingPatch(input: Partial<OnboardingState>): UserPatch {
  const { location, ...profile } = input;
  return withoutUndefined({ ...profilePatch(profile), location });
}

function withoutUndefined(patch: UserPatch): UserPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as UserPatch;
}

/** The signed-in user's own data: profile, checkout address, onboarding answers. */
export function createProfileService(deps: { users: UserRepo }) {
  const { users } = deps;

  const change = async (userId: string, patch: UserPatch): Promise<UserData> => {
    const current = await users.findById(userId);
    if (!current) throw unauthorized('The access token is invalid or has expired.');
    if (Object.keys(patch).length === 0) return presentUser(current);
    return presentUser(await users.update(userId, patch));
  };

  return {
    /** update-profile, save-info and complete-user-profile: each a subset of the fields. */
    updateProfile: (userId: string, input: ProfileInput) => change(userId, profilePatch(input)),
    answerOnboarding: (userId: string, input: Partial<OnboardingState>) =>
      change(userId, onboardingPatch(input)),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
