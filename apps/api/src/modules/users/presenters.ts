import type { AuthResponse, UserData } from '@mhp/contract/schemas/user';
import { onboardingProgress } from './onboarding';
import type { UserRow } from './user-repo';

/** The current user as every account call answers it; fields never given are null. */
export function presentUser(user: UserRow): UserData {
  return {
    is_verified: user.isVerified,
    user_data: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      address_line_1: user.addressLine1,
      address_line_2: user.addressLine2,
      country: user.country,
      city: user.city,
      province: user.province,
      postal_code: user.postalCode,
      age: user.age,
      height: user.height,
      height_measurement: user.heightMeasurement,
      weight: user.weight,
      weight_measurement: user.weightMeasurement,
      biological_sex: user.biologicalSex,
      ...onboardingProgress(user),
    },
  };
}

export function presentAuth(
  user: UserRow,
  tokens: { access: string; refresh: string },
): AuthResponse {
  return { ...presentUser(user), access: tokens.access, refresh: tokens.refresh };
}
