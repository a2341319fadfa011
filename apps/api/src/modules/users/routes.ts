import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import { toFastifyPath } from '@mhp/contract/route';
import { bearerToken, requireUserId } from '../../plugins/auth';
import { registerRoute } from '../../plugins/contract-routes';
import { appleFormPostRoutes } from './apple-form-post';
import { createUsersModule, type UsersModuleDeps } from './users-module';

/**
 * Accounts (spec section 7 "Users" and the token refresh) and the manage-communications
 * link. Routes only translate HTTP to service calls; the rules live in the services. Answers
 * the owner check of account deletion, whose route the health module registers.
 */
export function usersRoutes(app: FastifyInstance, deps: UsersModuleDeps) {
  const users = createUsersModule(deps, app.log);
  app.addHook('onClose', async () => users.close());
  appleFormPostRoutes(app);

  /** The caller's session (refresh-token family), from the access token's sid claim. */
  const sessionOf = async (request: FastifyRequest) => {
    if (request.auth?.sessionId) return request.auth.sessionId;
    const token = bearerToken(request);
    return token ? (await users.accessTokens.verify(token))?.sessionId : undefined;
  };

  // Deleting the account is the health module's call (user-data-service.ts); its rows take the
  // sessions with them (refresh_tokens cascade). Once it has answered 2xx, every session of the
  // account ends here too: its access tokens are refused at once and its chat sockets close on
  // every instance, without waiting for the revocation check's cache to expire.
  const deleteAccountUrl = toFastifyPath(apiRoutes.deleteMyAccount.path);
  app.addHook('onResponse', (request, reply, done) => {
    const userId = request.auth?.userId;
    if (
      userId &&
      reply.statusCode < 300 &&
      request.method === apiRoutes.deleteMyAccount.method &&
      request.routeOptions.url === deleteAccountUrl
    ) {
      void deps.sessions
        ?.ended({ userId })
        .catch((error: unknown) => app.log.error({ err: error }, 'ending the sessions failed'));
    }
    done();
  });

  // Tokens
  registerRoute(app, apiRoutes.refreshToken, ({ body }) => users.auth.refresh(body.refresh));
  registerRoute(app, apiRoutes.logout, ({ body }) => users.auth.logout(body.refresh));

  // Sign-up and sign-in
  registerRoute(app, apiRoutes.signUp, ({ body, request }) => users.auth.signUp(body, request.ip));
  registerRoute(app, apiRoutes.login, ({ body, request }) => users.auth.login(body, request.ip));
  registerRoute(app, apiRoutes.sendOtp, ({ body, request }) =>
    users.auth.sendCode(body, request.ip),
  );
  registerRoute(app, apiRoutes.verifyOtp, ({ body, request }) =>
    users.auth.verifyAccount(requireUserId(request), body.otp),
  );
  registerRoute(app, apiRoutes.socialMediaLogin, ({ body }) => users.social.login(body));
  registerRoute(app, apiRoutes.requestXToken, () => users.social.requestXToken());

  // Passwords
  registerRoute(app, apiRoutes.sendResetPasswordOtp, ({ body, request }) =>
    users.passwordReset.sendCode(body, request.ip),
  );
  registerRoute(app, apiRoutes.verifyResetPasswordOtp, ({ body, request }) =>
    users.passwordReset.verifyCode(body, request.ip),
  );
  registerRoute(app, apiRoutes.resetPassword, ({ body }) =>
    users.passwordReset.resetPassword(body),
  );
  registerRoute(app, apiRoutes.changePassword, async ({ body, request }) =>
    users.auth.changePassword(requireUserId(request), await sessionOf(request), body, request.ip),
  );

  // The signed-in user's data
  registerRoute(app, apiRoutes.me, ({ request }) => users.auth.me(requireUserId(request)));
  registerRoute(app, apiRoutes.updateProfile, ({ body, request }) =>
    users.profile.updateProfile(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.saveInfo, ({ body, request }) =>
    users.profile.updateProfile(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.completeUserProfile, ({ body, request }) =>
    users.profile.updateProfile(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.userOnboardingQuestions, ({ body, request }) =>
    users.profile.answerOnboarding(requireUserId(request), body),
  );

  // Marketing-email preferences (no login: the emailed link's i_hash identifies the address)
  registerRoute(app, apiRoutes.getManageCommunications, ({ query }) =>
    users.communications.get(query.i_hash),
  );
  registerRoute(app, apiRoutes.updateManageCommunications, ({ body }) =>
    users.communications.update(body),
  );
  return { accountDeletion: users.accountDeletion };
}
