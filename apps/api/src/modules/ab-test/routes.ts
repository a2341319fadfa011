import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '@mhp/contract/api-routes';
import { SESSION_HINT_COOKIE, type ServerRenderCall } from '@mhp/contract/page-shell';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUserId } from '../../plugins/auth';
import { registerRoute } from '../../plugins/contract-routes';
import type { CounterStore } from '../users/rate-limiter';
import { communicationsFor } from '../users/users-module';
import { etagOf, type CachedBody } from '../shop/catalogue-cache';
import { createAbService, type AbService } from './ab-service';
import { createSubscriptionService } from './subscription-service';
import { createVisitorIds, type VisitorIds } from './visitor-ids';

/**
 * The A/B test calls of spec section 7, the editor's calls and the popup's subscription.
 * Returns the in-process answers of the serving calls and the visitor ids' signer, for the
 * server renderer (which issues the ids).
 */
export function abTestRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer; counters: CounterStore },
): { answerInProcess: AnswerInProcess; visitorIds: VisitorIds } {
  // Keyed from the secret that keys the one-time codes (users-module.ts), under its own label.
  const visitorIds = createVisitorIds(deps.config.jwt.refreshSecret);
  const ab = createAbService({ db: deps.db, visitorIds });
  const subscriptions = createSubscriptionService({
    db: deps.db,
    mailer: deps.mailer,
    log: app.log,
    communications: communicationsFor(deps.config, deps.db),
    counters: deps.counters,
  });
  app.addHook('onClose', async () => subscriptions.mail.drain());

  // An item's published script as a same-origin file: the page's CSP runs scripts from our
  // origin only, never inline. Not a JSON call, so outside the contract (like chat files).
  // `page` is the document's path (run-script.ts): refused off the allow-list and for a
  // browser with a session (ADR 024). Never stored by a cache, which would hand it out again
  // to the same browser signed in.
  app.get<{ Params: { identifier: string }; Querystring: { page?: unknown } }>(
    '/api/ab_test/script/:identifier/',
    async (request, reply) => {
      const page = typeof request.query.page === 'string' ? request.query.page : undefined;
      const signedIn = cookieOf(request.headers.cookie, SESSION_HINT_COOKIE) === '1';
      const answer = await ab.runnableScript(request.params.identifier, { page, signedIn });
      if (answer === null) throw notFound('This content has no script that can run.');
      if ('refused' in answer) throw forbidden(answer.refused);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.script);
    },
  );
  registerRoute(app, apiRoutes.fetchAbContent, async ({ body }) => ab.content(body.identifier));
  registerRoute(app, apiRoutes.fetchAbPageContent, async ({ body }) => ab.pageContent(body));
  registerRoute(app, apiRoutes.fetchAbGlobalContent, async ({ body }) =>
    ab.globalContent(body.project_type, body.visitor_id, body.preview),
  );
  registerRoute(app, apiRoutes.setAbEvent, async ({ body }) => {
    if ('movement' in body) {
      return { success: true, content: await ab.move(body.identifier, body.movement) };
    }
    if (body.event_name === 'goal') await ab.recordGoal(body.visitor_id, body.goal);
    else await ab.recordView(body.identifier, body.visitor_id);
    return { success: true, content: null };
  });
  registerRoute(app, apiRoutes.fetchSpecificContent, async ({ body }) =>
    ab.specificContent(body.project_type, body.content_type),
  );
  registerRoute(app, apiRoutes.setSpecificContent, async ({ body, request }) =>
    ab.setSpecificContent(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.replaceContentIdentifier, async ({ body, request }) =>
    ab.replaceIdentifier(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.fetchAbEditorItem, async ({ body, request }) =>
    ab.editorItem(requireUserId(request), body.identifier),
  );
  registerRoute(app, apiRoutes.saveAbContent, async ({ body, request }) =>
    ab.save(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.fetchAbResults, async ({ body, request }) =>
    ab.results(requireUserId(request), body.experiment_id),
  );
  registerRoute(app, apiRoutes.subscribe, async ({ body, request }) => {
    const answer = await subscriptions.subscribe(body.email, body.project_type, request.ip);
    if (body.visitor_id) await ab.recordGoal(body.visitor_id, 'subscription');
    return answer;
  });
  registerRoute(app, apiRoutes.confirmSubscription, async ({ body }) =>
    subscriptions.confirm(body.token),
  );
  return { answerInProcess: inProcessAnswers(ab), visitorIds };
}

/** One cookie's raw value from a Cookie header, or null. */
function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Answers a page's or the global A/B content call as its route would (the same validation and
 * the same JSON), without a request: every server-rendered page view asks both (ADR 020).
 * Undefined for any other call, a preview, or a body the route refuses: the caller then sends
 * the request, which answers as usual (with its error).
 */
export type AnswerInProcess = (call: ServerRenderCall) => Promise<CachedBody | undefined>;

function inProcessAnswers(ab: AbService): AnswerInProcess {
  const { fetchAbPageContent: page, fetchAbGlobalContent: global } = apiRoutes;
  // One serialized body per answer the service keeps (which it drops with its period).
  const bodies = new WeakMap<object, Map<string, CachedBody>>();
  const serialized = (
    route: typeof page | typeof global,
    content: object,
    key: string,
    answer: unknown,
  ) => {
    let forContent = bodies.get(content);
    if (!forContent) bodies.set(content, (forContent = new Map()));
    let cached = forContent.get(key);
    if (!cached) {
      // As the route's serializer does (fastify-type-provider-zod): encode, then stringify.
      const body = JSON.stringify(z.encode(route.response as z.ZodType, answer));
      forContent.set(key, (cached = { body, etag: etagOf(body) }));
    }
    return cached;
  };
  return async (call) => {
    if (call.method !== 'POST') return undefined;
    if (call.path === page.path) {
      const parsed = page.body.safeParse(call.body);
      if (!parsed.success || parsed.data.preview) return undefined;
      const answer = await ab.pageContent(parsed.data);
      return serialized(page, answer.content, answer.identifier, answer);
    }
    if (call.path === global.path) {
      const parsed = global.body.safeParse(call.body);
      if (!parsed.success || parsed.data.preview) return undefined;
      const { project_type: brand, visitor_id: visitor } = parsed.data;
      const answer = await ab.globalContent(brand, visitor, false);
      return serialized(global, answer.content, brand, answer);
    }
    return undefined;
  };
}
