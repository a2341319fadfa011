import type { OnboardingState, UserData } from '@mhp/contract/schemas/user';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { query } from '../../../shared/api/use-api-query';
import { fetchCurrentUser } from '../../../shared/stores/current-user';
import { saveUser } from '../../../shared/stores/session';

const onboardingQuestions = endpoint('POST', '/api/user-onboarding-questions/');

/** The current user, whose onboarding answers the page starts from; null when signed out. */
export const currentUserQuery = () =>
  query('me', async (signal) => {
    const result = await fetchCurrentUser(signal);
    return result.kind === 'signed-out' ? null : result.user;
  });

/** Saves the answers of one step; the answer is the user, kept as the current user. */
export async function saveOnboarding(body: Partial<OnboardingState>): Promise<UserData> {
  const user = await callApi(onboardingQuestions, { body });
  saveUser(user);
  return user;
}
