import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { RequestOf } from '@mhp/contract/route';
import type { CommunicationPreferences } from '@mhp/contract/schemas/content';
import type { AuthResponse, UserData } from '@mhp/contract/schemas/user';
import { callApi, endpoint } from '../../../shared/api/call-api';
import type { Endpoint } from '../../../shared/api/call-api';
import {
  clearSession,
  forgetUser,
  saveSession,
  saveUser,
  sessionTokens,
} from '../../../shared/stores/session';
import { storedCheckoutId } from '../../../shared/stores/stored-cart';
import type { SocialLoginRequest } from '../lib/social-login';

type Body<K extends keyof ApiRoutes> = NonNullable<RequestOf<ApiRoutes[K]>['body']>;

const signUpRoute = endpoint('POST', '/api/users/sign-up/');
const loginRoute = endpoint('POST', '/api/users/login/');
const socialRoute = endpoint('POST', '/api/social-media-login/');
const xTokenRoute = endpoint('GET', '/api/request-X-token/');
const sendOtpRoute = endpoint('POST', '/api/users/send-otp/');
const verifyOtpRoute = endpoint('POST', '/api/users/verify-otp/');
const sendResetRoute = endpoint('POST', '/api/users/send-reset-password-otp/');
const verifyResetRoute = endpoint('POST', '/api/users/verify-reset-password-otp/');
const resetRoute = endpoint('POST', '/api/users/reset-password/');
const changeRoute = endpoint('POST', '/api/users/change-password/');
const profileRoute = endpoint('POST', '/api/users/update-profile');
const logoutRoute = endpoint('POST', '/api/users/logout/');
const saveCommunicationsRoute = endpoint('POST', '/api/stud/manage-communications/');

/** The stored guest cart, handed over so it is kept when the visitor signs in. */
function guestCart(): { checkout_id?: string } {
  const id = storedCheckoutId();
  return id ? { checkout_id: id } : {};
}

type SignInRoute = Endpoint<'signUp'> | Endpoint<'login'> | Endpoint<'socialMediaLogin'>;

/** A failed login or sign-up clears the stored user (spec section 4). */
async function signIn(route: SignInRoute, body: object): Promise<UserData> {
  const send = callApi as (r: SignInRoute, parts: { body: object }) => Promise<AuthResponse>;
  try {
    return saveSession(await send(route, { body: { ...body, ...guestCart() } }));
  } catch (error) {
    forgetUser();
    throw error;
  }
}

export function signUp(body: Omit<Body<'signUp'>, 'checkout_id'>) {
  return signIn(signUpRoute, body);
}

export function login(body: { email: string; password: string } | { email: string; otp: string }) {
  const checked: Omit<Body<'login'>, 'checkout_id'> = body;
  return signIn(loginRoute, checked);
}

/** Signs in with a provider's answer (ID token + nonce, or X's token and verifier). */
export function socialLogin(body: SocialLoginRequest) {
  // Each request shape must be one the contract accepts.
  const checked: Body<'socialMediaLogin'> = body;
  return signIn(socialRoute, checked);
}

/** First leg of "Continue with X": the request token and where to send the browser. */
export const requestXToken = () => callApi(xTokenRoute);

export const sendOtp = (email: string, purpose: 'verify_account' | 'login') =>
  callApi(sendOtpRoute, { body: { email, purpose } });

export async function verifyOtp(otp: string): Promise<UserData> {
  const user = await callApi(verifyOtpRoute, { body: { otp } });
  saveUser(user);
  return user;
}

export const sendResetCode = (email: string) => callApi(sendResetRoute, { body: { email } });

export const verifyResetCode = (email: string, otp: string) =>
  callApi(verifyResetRoute, { body: { email, otp } });

export const resetPassword = (body: Body<'resetPassword'>) => callApi(resetRoute, { body });

export const changePassword = (body: Body<'changePassword'>) => callApi(changeRoute, { body });

export async function updateProfile(body: Body<'updateProfile'>): Promise<UserData> {
  const user = await callApi(profileRoute, { body });
  saveUser(user);
  return user;
}

/** Revokes the refresh token (best effort) and restores the signed-out state either way. */
export async function logout(): Promise<void> {
  const refresh = sessionTokens.getRefresh();
  try {
    if (refresh) await callApi(logoutRoute, { body: { refresh } });
  } finally {
    clearSession();
  }
}

export type Communications = CommunicationPreferences & { email: string };

export const saveCommunications = (body: CommunicationPreferences) =>
  callApi(saveCommunicationsRoute, { body });
