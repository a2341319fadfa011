import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's defaults plus a Content-Security-Policy the single-page app runs under: code, styles,
 * fonts and images from our own origin only (style attributes allowed for React's `style`),
 * API calls and the chat socket to our own origin. CORS is closed unless origins are listed.
 */
export async function security(
  app: FastifyInstance,
  opts: { corsOrigins: string[]; production: boolean },
) {
  await app.register(helmet, {
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
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful behind TLS; a local http run must not pin browsers to https.
    strictTransportSecurity: opts.production,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
