import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { pageBrand, resolveBrand } from '@mhp/contract/brands';
import { brandModule } from '@mhp/contract/page-shell';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { badRequest } from './lib/http-error';
import { loggerOptions, redactUrl } from './lib/logger';
import { createSiteOrigins, isValidHost } from './lib/site-origin';
import { zodValidatorCompiler } from './lib/validation';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { abTestRoutes } from './modules/ab-test/routes';
import { appConfigRoutes } from './modules/app-config/routes';
import { attachGuestCart } from './modules/cart/cart-service';
import { cartRoutes } from './modules/cart/routes';
import { chatRoutes } from './modules/chat/routes';
import type { ChatModuleDeps } from './modules/chat/chat-module';
import { checkoutRoutes } from './modules/checkout/routes';
import { geoRoutes } from './modules/geo/routes';
import { createHealthModule, type HealthModuleDeps } from './modules/health/health-module';
import { healthRoutes } from './modules/health/routes';
import { createPaymentGateways } from './modules/payments/gateways';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { statusRoutes } from './modules/status/routes';
import { accessTokenVerifier } from './modules/users/access-token';
import { usersRoutes } from './modules/users/routes';
import { createSessionGuard } from './modules/users/session-guard';
import { openCounterStore, type UsersModuleDeps } from './modules/users/users-module';
import { productPageHints } from './modules/shop/product-page-hints';
import { shopRoutes } from './modules/shop/routes';
import { varicoceleRoutes } from './modules/varicocele/routes';
import { createAppShell } from './plugins/app-shell';
import { installAuth, type AccessTokenVerifier } from './plugins/auth';
import { registerRemainingContractRoutes, trackServedRoutes } from './plugins/contract-routes';
import { installErrorHandler } from './plugins/error-handler';
import { installNotFoundHandler } from './plugins/not-found';
import { createServerRenderer } from './plugins/server-render';
import { catalogueVersion } from './modules/shop/catalogue-cache';
import { openApi } from './plugins/openapi';
import { security } from './plugins/security';
import { hasWebApp, staticWeb } from './plugins/static-web';
import { defaultWebDistDir } from './lib/paths';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when MAIL_URL is set, else the dev outbox. */
  mailer?: Mailer;
  /** Checks access tokens; the accounts module provides the real one. */
  verifyAccessToken?: AccessTokenVerifier;
  /** Accounts module options: throttle counters (tests), limits, the sign-in hook. */
  accounts?: Pick<UsersModuleDeps, 'counters' | 'limits' | 'onLogin'>;
  /** Chat options: engine, safety step, bus, counters (tests); defaults from config. */
  chat?: Omit<ChatModuleDeps, 'config' | 'db' | 'verifyAccessToken' | 'sessions'>;
  /** Health tracking options: the fact extractor (tests); defaults from config. */
  health?: Pick<HealthModuleDeps, 'extractor'>;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * The whole API as one Fastify instance, without listening: server.ts listens, tests call
 * `app.inject`. Modules get their dependencies explicitly.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const production = config.env === 'production';
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Fastify's two lines per request are replaced by one line in the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Only behind a proxy that sets X-Forwarded-For may the client IP be taken from it;
    // per-IP rate limits depend on that.
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  trackServedRoutes(app);
  // Access tokens name their session; a session that ended refuses them at once (ADR 023).
  const sessions = createSessionGuard({ db: database.db, log: app.log, redisUrl: config.redisUrl });
  const verifyAccessToken =
    deps.verifyAccessToken ?? accessTokenVerifier(config.jwt.accessSecret, sessions);
  installAuth(app, verifyAccessToken);

  const mailer =
    deps.mailer ??
    (config.mail.url
      ? createSmtpMailer(config.mail.url, config.mail.from, app.log)
      : createOutboxMailer(database.db, app.log));
  app.decorate('mailer', mailer);

  // One log line per request, with the request id and no credentials in the URL.
  // Hooks on every request are written callback-style: they do no asynchronous work, and an
  // async hook costs a promise and a tick per request (npm run bench).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Absolute URLs are built from the host: refuse one no URL can be made of (400, not 500).
    if (!isValidHost(request.host)) {
      done(
        badRequest('The Host header is not a valid host name.', {
          'headers.host': ['Must be a host name or IP address with an optional port.'],
        }),
      );
      return;
    }
    done();
  });

  await security(app, {
    corsOrigins: config.corsOrigins,
    production,
    // Stripe.js is loaded only when Stripe keys are configured; only then does the CSP allow it.
    stripe: Boolean(config.stripe.secretKey && config.stripe.publishableKey),
    consultEmbedOrigins: config.consultEmbed?.origins,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await openApi(app, { serve: config.apiDocs });

  statusRoutes(app, { database });
  appConfigRoutes(app, { config });
  devRoutes(app, { db: database.db, production });
  // One set of throttle counters for every module (login failures, code sends, contact form,
  // booking mails).
  const counters = deps.accounts?.counters ?? openCounterStore(config, app.log);
  contactRoutes(app, { db: database.db, mailer, counters });
  contentRoutes(app, { db: database.db });
  const ab = abTestRoutes(app, { db: database.db, config, mailer, counters });
  const accounts = usersRoutes(app, {
    config,
    db: database.db,
    mailer,
    // A guest's cart follows them into their account, merged with any cart they already had.
    onLogin: async ({ userId, checkoutId }) => {
      if (checkoutId) await attachGuestCart(database.db, userId, checkoutId);
    },
    ...deps.accounts,
    counters,
    sessions,
  });
  const site = createSiteOrigins(config);
  shopRoutes(app, { db: database.db, site });
  const paymentGateways = createPaymentGateways({ config, db: database.db });
  cartRoutes(app, { db: database.db, paymentGateways: () => paymentGateways.offered() });
  geoRoutes(app, { db: database.db });
  checkoutRoutes(app, { db: database.db, config, mailer, paymentGateways });
  varicoceleRoutes(app, { db: database.db, mailer, config, counters });
  // Health tracking reads what the user tells the chat and gives the chat's engines the user's
  // facts; the chat knows only these two functions.
  const health = createHealthModule(
    { config, db: database.db, safety: deps.chat?.safety, ...deps.health },
    app.log,
  );
  healthRoutes(app, health, accounts.accountDeletion);
  await chatRoutes(app, {
    config,
    db: database.db,
    verifyAccessToken,
    sessions,
    profileOf: health.factsOf,
    onUserMessage: (message) => void health.recordFromMessage(message),
    ...deps.chat,
  });
  registerRemainingContractRoutes(app);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await staticWeb(app, { webDistDir });
  const shell = hasWebApp(webDistDir)
    ? createAppShell({
        webDistDir,
        providers: [productPageHints({ db: database.db, brandHosts: config.brandHosts })],
        // The web app loads only the brand a page shows (ADR 008): its file comes with the page.
        pageModules: ({ host, pathname }) => [
          brandModule(pageBrand(resolveBrand(host, config.brandHosts), pathname)),
        ],
        onProviderError: (error) => app.log.error({ err: error }, 'page hints failed'),
      })
    : null;
  // Public pages are rendered on the server with the web app's code (ADR 020).
  const renderer =
    shell && config.serverRender
      ? await createServerRenderer({
          app,
          webDistDir,
          shell,
          dataVersion: () => catalogueVersion(database.db),
          secureCookies: config.publicUrl.startsWith('https:'),
          answerInProcess: ab.answerInProcess,
          visitorIds: ab.visitorIds,
        })
      : null;
  installNotFoundHandler(app, { shell, site, renderer });

  app.addHook('onClose', async () => {
    await health.close();
    await mailer.close();
    await sessions.close();
    // Only close a store we opened; one passed in belongs to the caller.
    if (!deps.accounts?.counters) await counters.close();
  });
  return app;
}
