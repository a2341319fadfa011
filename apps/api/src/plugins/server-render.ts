import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import {
  AB_VISITOR_COOKIE,
  CART_COOKIE,
  cartIdFrom,
  isVisitorId,
  SESSION_HINT_COOKIE,
  WEB_FONTS_COOKIE,
} from '@mhp/contract/page-shell';
import type {
  ServerRenderBundle,
  ServerRenderCall,
  ServerRenderHints,
  ServerRenderQuery,
} from '@mhp/contract/page-shell';
import { etagOf } from '../modules/shop/catalogue-cache';
import type { CachedBody } from '../modules/shop/catalogue-cache';
import { sendCached } from '../modules/shop/http-cache';
import type { AppShell, PageHints } from './app-shell';

/** Where the web build puts the server bundle (`vite build --ssr`, apps/web/package.json). */
export const serverBundlePath = (webDistDir: string) =>
  path.join(webDistDir, 'server', 'entry-server.js');

/** How long a render may wait for its data before it shows their loading state instead. */
const DATA_TIMEOUT_MS = 5000;
/** A cached page is kept at most this long: data that is not the catalogue's has no version. */
const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 500;
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface ServerRenderer {
  /**
   * Answers the page with its server-rendered HTML, or returns false when it is not a page the
   * server renders (the caller sends the single-page shell).
   */
  send(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<boolean>;
}

interface CachedPage extends CachedBody {
  status: number;
  storedAt: number;
}

/**
 * Renders public pages on the server with the web app's own code (ADR 020). Returns null when
 * the build has no server bundle (an API-only or older build): pages then get the shell.
 */
export async function createServerRenderer(opts: {
  app: FastifyInstance;
  webDistDir: string;
  /** A page's hints (a product's title, image, or the 404 of a missing one). */
  shell: AppShell;
  /** The catalogue's data version: a new version drops every cached page. */
  dataVersion: () => number;
  /** Whether to mark the visitor cookie Secure (the site is served over https). */
  secureCookies: boolean;
  /**
   * Answers an A/B query's API call in-process (the A/B module's, routes.ts), or undefined
   * for a call it does not answer (the query then loads through a request).
   */
  answerInProcess?: (call: ServerRenderCall) => Promise<CachedBody | undefined>;
  /** Issues signed A/B visitor ids (the A/B module's): only a signed id's events count. */
  visitorIds?: { issue(existing: string | null): string; isSigned(id: string): boolean };
}): Promise<ServerRenderer | null> {
  const { app } = opts;
  const bundlePath = serverBundlePath(opts.webDistDir);
  if (!existsSync(bundlePath)) return null;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as ServerRenderBundle;
  // The app's calls are answered in-process: no socket, no round trip through the network.
  bundle.setServerTransport(async (input, init) =>
    toResponse(
      await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        payload: typeof init?.body === 'string' ? init.body : undefined,
      }),
    ),
  );

  const publicConfig = publicConfigReader(app);
  const pages = new Map<string, CachedPage>();
  let pagesVersion = opts.dataVersion();
  function cached(key: string): CachedPage | undefined {
    if (opts.dataVersion() !== pagesVersion) {
      pages.clear();
      pagesVersion = opts.dataVersion();
    }
    const page = pages.get(key);
    if (page && Date.now() - page.storedAt > PAGE_TTL_MS) pages.delete(key);
    return pages.get(key);
  }
  function keep(key: string, page: CachedPage) {
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  }

  return {
    async send(request, reply, origin) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const visitor = visitorOf(request, reply, opts.secureCookies, opts.visitorIds);
      const signedIn = cookieOf(request, SESSION_HINT_COOKIE) === '1';
      const fontsCached = cookieOf(request, WEB_FONTS_COOKIE) === '1';
      // The cart and checkout pages show a stored cart (a guest's: a user's needs the token).
      const cart = signedIn ? null : cartIdFrom(cookieOf(request, CART_COOKIE));
      // Made when a load first needs it: a timer per cached page would cost more than the page.
      let timeout: AbortSignal | undefined;
      const signal = () => (timeout ??= AbortSignal.timeout(DATA_TIMEOUT_MS));
      const config = await publicConfig();
      const version = opts.dataVersion();

      // The visitor's A/B variants are part of what the page shows: loaded first, they pick
      // the cached copy (one per set of answers, never per visitor). On a page view they are
      // answered in-process, from answers the A/B module keeps: a cached page costs a hash
      // of the visitor id per experiment and two lookups, not two requests.
      const answers = await Promise.all(
        (await bundle.abQueries(url, config, visitor)).map((query) => abAnswer(query, signal)),
      );
      const seeded = answers.every((answer) => answer.tag !== null);
      // Rendered afresh every time: the preview under /ab_test (editors check what they just
      // saved) and any address with a query string (a link's own token, as the emailed
      // preferences link: its page shows that link's data, which its visitor may change).
      const cacheable = !url.pathname.startsWith('/ab_test') && url.search === '';
      const served = answers.map(({ key, tag }) => `${key}=${tag}`).join(' ');
      // A page that shows the cart is never kept, so a visitor with one never gets the copy
      // of one without (the cart page's loading state): they have copies of their own.
      const key = `${url.host}${url.pathname}${url.search} ${signedIn} ${fontsCached} ${cart !== null} ${served}`;
      const hit = cacheable ? cached(key) : undefined;
      if (hit) return sendPage(request, reply, hit);

      const seed: Record<string, unknown> = {};
      for (const answer of answers) if (answer.tag !== null) seed[answer.key] = answer.value();
      const hints = await opts.shell.hints({ pathname: url.pathname, host: url.host });
      const result = await bundle.renderPage({
        url: url.href,
        config,
        visitor,
        signedIn,
        cart: cart ?? undefined,
        seed,
        signal: signal(),
        fontsCached,
        hints: hints ? headHints(hints, origin) : undefined,
      });
      if (result.kind === 'shell') return false;
      const body = result.document;
      // A product the hints found missing is a 404 whatever the page rendered.
      const status =
        hints?.status !== undefined && hints.status !== 200 ? hints.status : result.status;
      const page: CachedPage = { body, etag: etagOf(body), status, storedAt: Date.now() };
      if (result.personal) return sendPage(request, reply, page, 'personal');
      // A copy is shared by every visitor with the same variants: one that still names this
      // visitor anywhere (issue 25, N11) is sent to this visitor only.
      const shared = !body.includes(visitor);
      const kept =
        cacheable && shared && seeded && version === opts.dataVersion() && !signal().aborted;
      if (kept) keep(key, page);
      return sendPage(request, reply, page, kept ? 'kept' : 'once');
    },
  };

  /**
   * One A/B query's answer and a tag of it (equal answers, equal tags; null when it failed or
   * took too long: the render loads it again, or the browser does).
   */
  async function abAnswer(
    query: ServerRenderQuery,
    signal: () => AbortSignal,
  ): Promise<{ key: string; tag: string | null; value: () => unknown }> {
    const failed = { key: query.key, tag: null, value: () => undefined };
    try {
      const inProcess = query.call && (await opts.answerInProcess?.(query.call));
      if (inProcess) {
        // Parsed per render: the render and its hydration data get their own copy.
        return { key: query.key, tag: inProcess.etag, value: () => JSON.parse(inProcess.body) };
      }
      const value = await query.load(signal());
      return { key: query.key, tag: etagOf(JSON.stringify(value)), value: () => value };
    } catch {
      return failed;
    }
  }
}

/**
 * `kept`: the page stays in the cache, so each encoding is compressed quickly for this answer
 * and at the best setting in the background for the next (a page of ~95 KB takes ~110 ms at
 * brotli's best, which would hold every other request up); a page sent `once` gets the quick
 * one. A `personal` page (it shows the visitor's cart) is stored by no cache, shared or not.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  kind: 'kept' | 'once' | 'personal' = 'kept',
): true {
  reply.code(page.status);
  // The page names the current hashed assets: browsers revalidate it on every visit (304 by
  // ETag while nothing changed).
  void reply.send(
    sendCached(request, reply, page, {
      type: 'text/html; charset=utf-8',
      cacheControl: kind === 'personal' ? 'private, no-store' : 'no-cache',
      compression: kind === 'kept' ? 'quick, then best' : 'quick',
    }),
  );
  return true;
}

/**
 * The request's A/B visitor id: the cookie's when the server signed it, else one the server
 * signs (an older unsigned id keeps its random part, so its variants); the response sets it.
 */
function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  ids?: { issue(existing: string | null): string; isSigned(id: string): boolean },
): string {
  const existing = cookieOf(request, AB_VISITOR_COOKIE);
  // Without a signer (tests of the plugin alone): 32 hex digits (122 random bits) from Node's
  // pool of random bytes, unlike randomBytes(16), which asks the system on every call.
  const id = ids
    ? existing !== null && ids.isSigned(existing)
      ? existing
      : ids.issue(isVisitorId(existing) ? existing : null)
    : isVisitorId(existing)
      ? existing
      : randomUUID().replaceAll('-', '');
  // Sent again on every page, so it lives a year from the last visit and is the server's
  // cookie (browsers cap cookies written by scripts, Safari to 7 days).
  reply.header(
    'set-cookie',
    `${AB_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return id;
}

/** One cookie's value, or null. */
function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The public config a page is rendered with (and hands the browser). Re-read every few
 * seconds: the sign-in providers' endpoints are discovered after start.
 */
function publicConfigReader(app: FastifyInstance, maxAgeMs = 5000): () => Promise<unknown> {
  let kept: { at: number; value: Promise<unknown> } | null = null;
  return () => {
    if (!kept || Date.now() - kept.at > maxAgeMs) {
      kept = {
        at: Date.now(),
        value: app.inject({ url: '/api/public-config/' }).then((r) => r.json()),
      };
    }
    return kept.value;
  };
}

function toResponse(res: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
}

/**
 * The hints that name the page in its head (the status is the server's to send). The image's
 * absolute URL is made with the configured origin, never the request's Host (site-origin.ts).
 */
function headHints(hints: PageHints, origin: string): ServerRenderHints {
  const { title, description, image, openGraphType } = hints;
  return {
    title,
    description,
    image: image ? { href: image, absolute: new URL(image, origin).href } : undefined,
    openGraphType,
  };
}
