import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { pageBootCspSource } from '@mhp/contract/page-boot';

const PAGE_BOOT_CSP_SOURCE = pageBootCspSource();

/**
 * What Stripe.js needs on the pages that load it (Stripe's integration security guide,
 * docs.stripe.com/security/guide): its script and frames from js.stripe.com and its
 * subdomains, 3-D Secure and redirect frames from hooks.stripe.com, API calls to
 * api.stripe.com. Google Pay runs inside Stripe's own frame (the Express Checkout Element), so
 * pay.google.com is governed by Stripe's frame, not by our page. The Address Element's
 * maps.googleapis.com entries are left out: the app does not use that element.
 */
export const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/**
 * Helmet's defaults plus a Content-Security-Policy the single-page app runs under: code, styles,
 * fonts and images from our own origin only (style attributes allowed for React's `style`),
 * API calls and the chat socket to our own origin. CORS is closed unless origins are listed.
 * With Stripe keys configured (`stripe`), Stripe.js's hosts are added (STRIPE_CSP) and popups
 * keep their opener, which Google Pay's web sheet needs; without keys nothing third-party is.
 */
export function securityHeaderOptions(
  production: boolean,
  options: { stripe?: boolean; consultEmbedOrigins?: readonly string[] } = {},
): HelmetOptions {
  const stripe = options.stripe ?? false;
  // A configured scheduling widget (CONSULT_EMBED_URL) loads its script and frame from its
  // own host(s); only those origins are added, and only when configured.
  const embed = options.consultEmbedOrigins ?? [];
  const extra = (list: readonly string[]) => [...(stripe ? list : []), ...embed];
  const frames = [...(stripe ? STRIPE_CSP.frameSrc : []), ...embed];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The one inline script is a server-rendered page's boot script, allowed by its hash.
        scriptSrc: ["'self'", PAGE_BOOT_CSP_SOURCE, ...extra(STRIPE_CSP.scriptSrc)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra(STRIPE_CSP.connectSrc)],
        mediaSrc: ["'self'", 'blob:'],
        ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful behind TLS; a local http run must not pin browsers to https.
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
    ...(stripe ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const } } : {}),
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

/**
 * JSON answers are not documents, so the page policy above means nothing for them (and its
 * dozen headers cost a fifth of a cached catalogue answer's throughput, npm run bench). They
 * get what OWASP's REST guidance asks of an API: no MIME sniffing, no framing, no cross-origin
 * reads, and HSTS behind TLS. The few HTML pages under /api/ (the payment sandbox, the API
 * docs) set their own CSP.
 */
export function apiSecurityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

export async function security(
  app: FastifyInstance,
  opts: {
    corsOrigins: string[];
    production: boolean;
    stripe?: boolean;
    consultEmbedOrigins?: readonly string[];
  },
) {
  const pageHeaders = computeSecurityHeaders(
    securityHeaderOptions(opts.production, {
      stripe: opts.stripe,
      consultEmbedOrigins: opts.consultEmbedOrigins,
    }),
  );
  const apiHeaders = computeSecurityHeaders(apiSecurityHeaderOptions(opts.production));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
