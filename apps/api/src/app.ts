import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions, redactUrl } from './lib/logger';
import { zodValidatorCompiler } from './lib/validation';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { appConfigRoutes } from './modules/app-config/routes';
import { contactRoutes } from './modules/contact/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { installAuth, type AccessTokenVerifier } from './plugins/auth';
import { registerRemainingContractRoutes, trackServedRoutes } from './plugins/contract-routes';
import { installErrorHandler } from './plugins/error-handler';
import { installNotFoundHandler } from './plugins/not-found';
import { openApi } from './plugins/openapi';
import { security } from './plugins/security';
import { staticWeb } from './plugins/static-web';
import { defaultWebDistDir } from './lib/paths';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when MAIL_URL is set, else the dev outbox. */
  mailer?: Mailer;
  /** Checks access tokens; the accounts module provides the real one. */
  verifyAccessToken?: AccessTokenVerifier;
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
    trustProxy: true,
    forceCloseConnections: 'idle',
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  trackServedRoutes(app);
  installAuth(app, deps.verifyAccessToken ?? (async () => null));

  const mailer =
    deps.mailer ??
    (config.mail.url
      ? createSmtpMailer(config.mail.url, config.mail.from, app.log)
      : createOutboxMailer(database.db, app.log));
  app.decorate('mailer', mailer);

  // One log line per request, with the request id and no credentials in the URL.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await security(app, { corsOrigins: config.corsOrigins, production });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await openApi(app);

  healthRoutes(app, { database });
  appConfigRoutes(app, { config });
  devRoutes(app, { db: database.db, production });
  contactRoutes(app, { db: database.db, mailer });
  registerRemainingContractRoutes(app);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await staticWeb(app, { webDistDir });
  installNotFoundHandler(app, { webDistDir });

  app.addHook('onClose', async () => {
    await mailer.close();
  });
  return app;
}
