import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's defaults plus a Content-Security-Policy the single-page app runs under: code, styles,
 * fonts and images from our own origin only (style attributes allowed for React's `style`),
 * API calls and the chat socket to our own origin. CORS is closed unless origins are listed.
 */
export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful behind TLS; a local http run must not pin browsers to https.
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Our headers do not depend on the request, so helmet runs once at start-up and every
 * response gets the recorded result. (@fastify/helmet rebuilds the middleware, CSP parsing
 * included, on every request: a measurable share of a cached catalogue answer.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

export async function security(
  app: FastifyInstance,
  opts: { corsOrigins: string[]; production: boolean },
) {
  const headers = computeSecurityHeaders(securityHeaderOptions(opts.production));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
