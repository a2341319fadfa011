import type { AuthResponse } from '@mhp/contract/schemas/user';
import type { FastifyBaseLogger } from 'fastify';
import { presentAuth } from './presenters';
import type { TokenService } from './token-service';
import type { UserRow } from './user-repo';

export interface LoginEvent {
  userId: string;
  /** The guest cart the client sent (its local storage checkoutId), if any. */
  checkoutId?: string;
  method: 'sign_up' | 'password' | 'code' | 'social';
}

/**
 * Called after every successful sign-in (sign-up, password, emailed code, social), before the
 * answer goes out. The cart module hooks in here to attach the guest cart to the account.
 * A failing hook is logged and does not fail the sign-in.
 */
export type LoginHook = (event: LoginEvent) => Promise<void> | void;

export function createSignIn(deps: {
  tokens: TokenService;
  log: FastifyBaseLogger;
  onLogin?: LoginHook;
}) {
  return async (
    user: UserRow,
    method: LoginEvent['method'],
    checkoutId?: string,
  ): Promise<AuthResponse> => {
    const session = await deps.tokens.startSession(user.id);
    if (deps.onLogin) {
      try {
        await deps.onLogin({ userId: user.id, method, ...(checkoutId ? { checkoutId } : {}) });
      } catch (error) {
        deps.log.error({ err: error, userId: user.id }, 'onLogin hook failed');
      }
    }
    return presentAuth(user, session);
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
