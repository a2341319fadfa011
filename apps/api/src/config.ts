import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { defaultBrandHosts, parseBrandHosts } from '@mhp/contract/brands';

/**
 * The server's whole environment, validated once at start-up. A bad variable stops the
 * start with a message naming it. Only `publicConfig()` is ever shown to the browser.
 */

/**
 * Outside production a missing JWT secret is never a fixed, published value (anyone could
 * forge tokens with it): this process gets random ones, and server.ts replaces them with the
 * random secrets kept in DATA_DIR (local-secrets.ts), so tokens survive a restart.
 */
const processSecrets = {
  access: randomBytes(48).toString('base64url'),
  refresh: randomBytes(48).toString('base64url'),
};

const optionalUrl = (protocols: string[]) =>
  z
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // Only this machine by default: a demo started on a laptop is not open to its network.
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional().describe('Public base URL; defaults to http://localhost:PORT'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    BRAND_HOSTS: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        try {
          parseBrandHosts(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    CORS_ORIGINS: z
      .string()
      .default('')
      .describe('Comma-separated origins allowed to call the API'),
    JWT_ACCESS_SECRET: z.string().min(32).optional(),
    JWT_REFRESH_SECRET: z.string().min(32).optional(),
    MAIL_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Men’s Health Platform <no-reply@localhost>'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYMENTS_SANDBOX: z
      .enum(['true', 'false'])
      .optional()
      .describe('Local payment sandbox for gateways without keys; default on outside production'),
    GOOGLE_CLIENT_ID: z
      .string()
      .optional()
      .describe('Comma-separated OAuth client ids whose Google ID tokens are accepted'),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    APPLE_CLIENT_ID: z
      .string()
      .optional()
      .describe('Comma-separated Apple Services/App ids whose ID tokens are accepted'),
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    X_CONSUMER_KEY: z.string().optional(),
    X_CONSUMER_SECRET: z.string().optional(),
    X_API_URL: z.url().default('https://api.twitter.com'),
    X_CALLBACK_URL: z.url().optional().describe('Where X sends the browser back; PUBLIC_URL/login'),
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    AI_API_KEY: z.string().optional(),
    CONSULT_EMBED_URL: z
      .url()
      .optional()
      .describe('Booking link of a Cal.com or Calendly event shown on /consult instead of ours'),
    CONSULT_EMBED_SCRIPT_URL: z
      .url()
      .optional()
      .describe("The provider's embed script; derived from CONSULT_EMBED_URL when unset"),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().optional().describe('Built web app to serve; default apps/web/dist'),
    SERVER_RENDER: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Render public pages on the server (ADR 020); false sends the app shell'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    API_DOCS: z
      .enum(['true', 'false'])
      .default('true')
      .describe('false hides the API reference (/api/docs and /api/openapi.json)'),
    EXTRACTION_THREAD: z
      .enum(['true', 'false'])
      .default('true')
      .describe('false reads health facts from messages on the event loop (ADR 031)'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .describe('true behind a proxy that sets X-Forwarded-For (client IPs for rate limits)'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.X_CONSUMER_KEY) !== Boolean(env.X_CONSUMER_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.X_CONSUMER_KEY ? 'X_CONSUMER_SECRET' : 'X_CONSUMER_KEY'],
        message: 'X sign-in needs both X_CONSUMER_KEY and X_CONSUMER_SECRET',
      });
    }
    // A gateway with half its keys would neither use the sandbox nor work.
    const pairs = [
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'Stripe payments'],
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PayPal payments'],
    ] as const;
    for (const [first, second, what] of pairs) {
      if (Boolean(env[first]) !== Boolean(env[second])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[first] ? second : first],
          message: `${what} need both ${first} and ${second}`,
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    // Several instances must share them, and a restart must not sign everyone out.
    for (const key of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be set to your own secret (32+ characters) in production',
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  brandHosts: ReturnType<typeof parseBrandHosts>;
  corsOrigins: string[];
  /** `fromEnvironment`: which secrets the environment set (the others are generated). */
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    fromEnvironment: { access: boolean; refresh: boolean };
  };
  mail: { url: string | undefined; from: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  paypal: { clientId?: string; clientSecret?: string; apiUrl: string };
  /** sandbox: gateways without keys use the local sandbox instead of being unavailable. */
  payments: { sandbox: boolean };
  ai: { baseUrl?: string; model: string; apiKey?: string };
  /** OpenID Connect sign-in providers; a provider without client ids is switched off. */
  oidc: Partial<Record<OidcProviderId, OidcProviderConfig>>;
  /** Sign in with X (OAuth 1.0a); undefined when not configured. */
  x: XOAuthConfig | undefined;
  /** Third-party scheduling widget on /consult; undefined = our own booking only. */
  consultEmbed: ConsultEmbedConfig | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Render public pages on the server (ADR 020); off, every page gets the app shell. */
  serverRender: boolean;
  shutdownGraceMs: number;
  trustProxy: boolean;
  /** Read health facts from chat messages on a worker thread (ADR 031). */
  extractionThread: boolean;
  /** Serve the API reference at /api/docs and /api/openapi.json. */
  apiDocs: boolean;
}

export interface ConsultEmbedConfig {
  provider: 'cal' | 'calendly';
  url: string;
  scriptUrl: string;
  /** Origins the page policy must allow for this widget (script, frame, connect). */
  origins: string[];
}

/**
 * Calendly's widget comes from assets.calendly.com; Cal.com's from app.cal.com, and a
 * self-hosted Cal.com serves its own at /embed/embed.js.
 */
export function consultEmbedConfig(
  url: string | undefined,
  scriptUrl: string | undefined,
): ConsultEmbedConfig | undefined {
  if (!url) return undefined;
  const link = new URL(url);
  const calendly = /(^|\.)calendly\.com$/.test(link.hostname);
  const script =
    scriptUrl ??
    (calendly
      ? 'https://assets.calendly.com/assets/external/widget.js'
      : link.hostname === 'cal.com'
        ? 'https://app.cal.com/embed/embed.js'
        : `${link.origin}/embed/embed.js`);
  const origins = [...new Set([link.origin, new URL(script).origin])];
  return { provider: calendly ? 'calendly' : 'cal', url, scriptUrl: script, origins };
}

export type OidcProviderId = 'google' | 'apple';

export interface OidcProviderConfig {
  /** Expected `iss`; the JWKS is found through its /.well-known/openid-configuration. */
  issuer: string;
  /** Accepted `aud` values (web, iOS and Android clients may differ). */
  clientIds: string[];
}

export interface XOAuthConfig {
  consumerKey: string;
  consumerSecret: string;
  /** Base of the OAuth 1.0a and account endpoints (https://api.twitter.com). */
  apiUrl: string;
  callbackUrl: string;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function oidcProvider(issuer: string, clientIds: string | undefined) {
  const ids = splitList(clientIds);
  return ids.length > 0 ? { issuer: issuer.replace(/\/$/, ''), clientIds: ids } : undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape ?? {}).map((key) => [key, emptyToUndefined(source[key])]),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const google = oidcProvider(env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID);
  const apple = oidcProvider(env.APPLE_ISSUER, env.APPLE_CLIENT_ID);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    // The *.localhost hosts always work, so a local run shows every brand without set-up.
    brandHosts: { ...defaultBrandHosts, ...parseBrandHosts(env.BRAND_HOSTS) },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwt: {
      accessSecret: env.JWT_ACCESS_SECRET ?? processSecrets.access,
      refreshSecret: env.JWT_REFRESH_SECRET ?? processSecrets.refresh,
      fromEnvironment: {
        access: Boolean(env.JWT_ACCESS_SECRET),
        refresh: Boolean(env.JWT_REFRESH_SECRET),
      },
    },
    mail: { url: env.MAIL_URL, from: env.MAIL_FROM },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiUrl: env.PAYPAL_API_URL,
    },
    payments: {
      sandbox: env.PAYMENTS_SANDBOX
        ? env.PAYMENTS_SANDBOX === 'true'
        : env.NODE_ENV !== 'production',
    },
    ai: { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY },
    oidc: { ...(google ? { google } : {}), ...(apple ? { apple } : {}) },
    x:
      env.X_CONSUMER_KEY && env.X_CONSUMER_SECRET
        ? {
            consumerKey: env.X_CONSUMER_KEY,
            consumerSecret: env.X_CONSUMER_SECRET,
            apiUrl: env.X_API_URL.replace(/\/$/, ''),
            callbackUrl: env.X_CALLBACK_URL ?? `${publicUrl}/login`,
          }
        : undefined,
    consultEmbed: consultEmbedConfig(env.CONSULT_EMBED_URL, env.CONSULT_EMBED_SCRIPT_URL),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    serverRender: env.SERVER_RENDER === 'true',
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    trustProxy: env.TRUST_PROXY === 'true',
    extractionThread: env.EXTRACTION_THREAD === 'true',
    apiDocs: env.API_DOCS === 'true',
  };
}

/**
 * Configuration for tests: in-memory everything, quiet logs, and facts read on the test's own
 * thread (a hundred test files would each start one; the thread has its own tests, and the
 * journeys run the built server with it).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    extractionThread: false,
    ...overrides,
  };
}
