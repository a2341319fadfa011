import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPLE_CALLBACK_PATH, appleReturnPath } from '@mhp/contract/social-sign-in';
import { acceptFormBodies } from '../../lib/form-body';

const answer = z.object({
  id_token: z.string().max(20_000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  // Also posted, and not needed here: the authorization code and, on the first sign-in only,
  // the user's name as JSON (the ID token carries the email).
  code: z.string().max(2000).optional(),
  user: z.string().max(2000).optional(),
});

/**
 * Apple answers a sign-in that asks for the user's email only by POSTing a form
 * (response_mode=form_post) to the redirect URI, which a page alone cannot receive. This plain
 * route (not a contract call, hidden from OpenAPI) receives the form and sends the browser on
 * (303) to the login page the sign-in started from, named in the state, with the answer in
 * the URL fragment, where the web app reads it as it does Google's (ADR 011). The state is
 * still checked by the page that started the sign-in and the ID token by
 * POST /api/social-media-login/; this route only carries them.
 */
export function appleFormPostRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    acceptFormBodies(scope, 32 * 1024);

    scope.post(APPLE_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const parsed = answer.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : {};
      // Only a login page of this site: the state is the browser's, so it is not trusted.
      const loginPath = (form.state && appleReturnPath(form.state)) || '/login';
      const fragment = new URLSearchParams();
      if (form.id_token && form.state) {
        fragment.set('id_token', form.id_token);
        fragment.set('state', form.state);
      } else {
        fragment.set('error', form.error ?? 'invalid_request');
        fragment.set('state', form.state ?? '');
      }
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${loginPath}#${fragment}`, 303);
    });
  });
}
