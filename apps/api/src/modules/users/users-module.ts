import type { FastifyBaseLogger } from 'fastify';
import { createAccountDeletion } from './account-deletion';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { createAccessTokens } from './access-token';
import { createAuthService } from './auth-service';
import { createAuthThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth-throttle';
import { brandSiteUrl } from '../../lib/brand-site-url';
import { createCommunicationsService } from './communications-service';
import { createOidcVerifier } from './oidc';
import { createOtpService } from './otp-service';
import { createPasswordHasher } from './password-hasher';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createMemoryCounterStore, type CounterStore } from './rate-limiter';
import { createRedisCounterStore } from './redis-counter-store';
import { resetTokenRepo } from './reset-token-repo';
import type { SessionGuard } from './session-guard';
import { createSignIn, type LoginHook } from './sign-in';
import { createSocialLoginService } from './social-login-service';
import { createTokenService } from './token-service';
import { createMailQueue } from './user-mail';
import { userRepo } from './user-repo';
import { xRequestTokenRepo } from './x-request-token-repo';

export interface UsersModuleDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Throttle counters; default Redis when REDIS_URL is set, else this process's memory. */
  counters?: CounterStore;
  limits?: Partial<AuthLimits>;
  /** See sign-in.ts: the cart module attaches the guest cart here. */
  onLogin?: LoginHook;
  /** The revocation check (session-guard.ts) told of every session that ends. */
  sessions?: SessionGuard;
}

/** Throttle counters: shared by every instance in Redis when REDIS_URL is set, else in memory. */
export function openCounterStore(config: Config, log: FastifyBaseLogger): CounterStore {
  return config.redisUrl
    ? createRedisCounterStore(config.redisUrl, {
        onError: (error) => log.warn({ err: error }, 'throttle store (Redis) error'),
      })
    : createMemoryCounterStore();
}

/**
 * The manage-communications links and preferences, for every module that sends marketing
 * email. The refresh secret is otherwise unused (refresh tokens are random, stored as
 * sha256): it keys the one-time-code hashes and these links.
 */
export function communicationsFor(config: Config, db: Database) {
  return createCommunicationsService({
    db,
    secret: config.jwt.refreshSecret,
    siteUrl: (brand) => brandSiteUrl(config, brand),
  });
}

/** Builds the accounts module's services from its dependencies; routes.ts serves them. */
export function createUsersModule(deps: UsersModuleDeps, log: FastifyBaseLogger) {
  const { config, db } = deps;
  // The refresh secret is otherwise unused (refresh tokens are random, stored as sha256):
  // it keys the one-time-code hashes and the manage-communications links.
  const serverSecret = config.jwt.refreshSecret;

  const counters = deps.counters ?? openCounterStore(config, log);
  const throttle = createAuthThrottle(counters, { ...DEFAULT_AUTH_LIMITS, ...deps.limits });
  const users = userRepo(db);
  const hasher = createPasswordHasher();
  const otp = createOtpService({ db, secret: serverSecret });
  const accessTokens = createAccessTokens(config.jwt.accessSecret);
  const tokens = createTokenService({ db, accessTokens, log, sessions: deps.sessions });
  const communications = communicationsFor(config, db);
  const mail = createMailQueue({ mailer: deps.mailer, log });
  const signIn = createSignIn({ tokens, log, onLogin: deps.onLogin });

  return {
    accessTokens,
    tokens,
    communications,
    mail,
    auth: createAuthService({ users, hasher, otp, tokens, throttle, mail, signIn, communications }),
    passwordReset: createPasswordResetService({
      users,
      resetTokens: resetTokenRepo(db),
      hasher,
      otp,
      tokens,
      throttle,
      mail,
    }),
    profile: createProfileService({ users }),
    accountDeletion: createAccountDeletion({ users, hasher, otp, throttle, mail }),
    social: createSocialLoginService({
      config,
      users,
      xRequestTokens: xRequestTokenRepo(db),
      oidc: createOidcVerifier(config.oidc),
      tokens,
      throttle,
      signIn,
    }),
    /** Waits for emails still being sent, then lets go of the counter store. */
    async close() {
      await mail.drain();
      // Only close a store we opened; one passed in belongs to the caller.
      if (!deps.counters) await counters.close();
    },
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
