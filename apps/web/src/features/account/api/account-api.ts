import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { RequestOf } from '@mhp/contract/route';
import type { CommunicationPreferences } from '@mhp/contract/schemas/content';
import type { AuthResponse, OnboardingState, UserData } from '@mhp/contract/schemas/user';
import { httpClient } from '../../../shared/api/http-client';
import type { JsonValue } from '../../../shared/lib/storage';
import { storage } from '../../../shared/lib/storage';
import type { SocialLoginRequest } from '../lib/social-login';

type Body<K extends keyof ApiRoutes> = RequestOf<ApiRoutes[K]>['body'];
interface Message {
  message: string;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return httpClient.request<T>({ method: 'POST', path, body });
}

/** Keeps the returned user as the current user (spec section 4). */
export function storeUser(user: UserData): void {
  storage.set('user', {
    is_verified: user.is_verified,
    user_data: user.user_data,
  } as unknown as JsonValue);
}

/** Keeps the session and the user that sign-up and login answer. */
function storeAuth(answer: AuthResponse): UserData {
  storage.set('access', answer.access);
  storage.set('refresh', answer.refresh);
  storeUser(answer);
  return answer;
}

/** Back to the initial state: no tokens, no user. */
export function clearSession(): void {
  storage.remove('access');
  storage.remove('refresh');
  storage.remove('user');
}

/** The stored guest cart, handed over so it is kept when the visitor signs in. */
function guestCart(): { checkout_id?: string } {
  const id = storage.get('checkoutId');
  return id ? { checkout_id: id } : {};
}

/** A failed login or sign-up clears the stored user (spec section 4). */
async function signIn(path: string, body: object): Promise<UserData> {
  try {
    return storeAuth(await post<AuthResponse>(path, { ...body, ...guestCart() }));
  } catch (error) {
    storage.remove('user');
    throw error;
  }
}

export function signUp(body: Omit<NonNullable<Body<'signUp'>>, 'checkout_id'>) {
  return signIn('/api/users/sign-up/' satisfies ApiRoutes['signUp']['path'], body);
}

export function login(body: { email: string; password: string } | { email: string; otp: string }) {
  return signIn('/api/users/login/' satisfies ApiRoutes['login']['path'], body);
}

/** Signs in with a provider's answer (ID token + nonce, or X's token and verifier). */
export function socialLogin(body: SocialLoginRequest) {
  // Each request shape must be one the contract accepts.
  const checked: NonNullable<Body<'socialMediaLogin'>> = body;
  return signIn(
    '/api/social-media-login/' satisfies ApiRoutes['socialMediaLogin']['path'],
    checked,
  );
}

/** First leg of "Continue with X": the request token and where to send the browser. */
export function requestXToken() {
  return httpClient.request<{ oauth_token: string; authorization_url: string }>({
    method: 'GET',
    path: '/api/request-X-token/' satisfies ApiRoutes['requestXToken']['path'],
  });
}

export function sendOtp(email: string, purpose: 'verify_account' | 'login') {
  return post<Message>('/api/users/send-otp/' satisfies ApiRoutes['sendOtp']['path'], {
    email,
    purpose,
  });
}

export async function verifyOtp(otp: string): Promise<UserData> {
  const user = await post<UserData>(
    '/api/users/verify-otp/' satisfies ApiRoutes['verifyOtp']['path'],
    { otp },
  );
  storeUser(user);
  return user;
}

export function sendResetCode(email: string) {
  return post<Message>(
    '/api/users/send-reset-password-otp/' satisfies ApiRoutes['sendResetPasswordOtp']['path'],
    { email },
  );
}

export function verifyResetCode(email: string, otp: string) {
  return post<{ reset_token: string }>(
    '/api/users/verify-reset-password-otp/' satisfies ApiRoutes['verifyResetPasswordOtp']['path'],
    { email, otp },
  );
}

export function resetPassword(body: { email: string; reset_token: string; password: string }) {
  return post<Message>(
    '/api/users/reset-password/' satisfies ApiRoutes['resetPassword']['path'],
    body,
  );
}

export function changePassword(body: { old_password: string; new_password: string }) {
  return post<Message>(
    '/api/users/change-password/' satisfies ApiRoutes['changePassword']['path'],
    body,
  );
}

export async function updateProfile(body: NonNullable<Body<'updateProfile'>>): Promise<UserData> {
  const user = await post<UserData>(
    '/api/users/update-profile' satisfies ApiRoutes['updateProfile']['path'],
    body,
  );
  storeUser(user);
  return user;
}

export async function saveOnboarding(body: Partial<OnboardingState>): Promise<UserData> {
  const user = await post<UserData>(
    '/api/user-onboarding-questions/' satisfies ApiRoutes['userOnboardingQuestions']['path'],
    body,
  );
  storeUser(user);
  return user;
}

/** Revokes the refresh token (best effort) and restores the signed-out state either way. */
export async function logout(): Promise<void> {
  const refresh = storage.get('refresh');
  try {
    if (refresh) {
      await post<Message>('/api/users/logout/' satisfies ApiRoutes['logout']['path'], { refresh });
    }
  } finally {
    clearSession();
  }
}

const COMMUNICATIONS_PATH =
  '/api/stud/manage-communications/' satisfies ApiRoutes['getManageCommunications']['path'];
export type Communications = CommunicationPreferences & { email: string };

export function getCommunications(iHash: string, signal?: AbortSignal) {
  return httpClient.request<Communications>({
    method: 'GET',
    path: COMMUNICATIONS_PATH,
    query: { i_hash: iHash },
    signal,
  });
}

export function saveCommunications(body: CommunicationPreferences) {
  return post<Communications>(COMMUNICATIONS_PATH, body);
}
