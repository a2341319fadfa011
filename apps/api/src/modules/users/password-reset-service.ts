import type { apiRoutes } from '@mhp/contract/api-routes';
import type { ParsedRequestOf } from '@mhp/contract/route';
import { HttpError } from '../../lib/http-error';
import { invalidCode, weakPassword } from './auth-errors';
import type { AuthThrottle } from './auth-throttle';
import { CODE_SENT_MESSAGE } from './auth-service';
import { normalizeEmail } from './email-address';
import type { OtpService } from './otp-service';
import type { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-policy';
import type { resetTokenRepo } from './reset-token-repo';
import { randomToken, sha256 } from './secrets';
import type { TokenService } from './token-service';
import { accountMails, type MailQueue } from './user-mail';
import type { UserRepo } from './user-repo';

type Body<K extends keyof typeof apiRoutes> = ParsedRequestOf<(typeof apiRoutes)[K]>['body'];

/** How long the reset token from verify-reset-password-otp may wait for reset-password. */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

const invalidResetToken = () =>
  new HttpError(
    400,
    'invalid_reset_token',
    'This password reset has expired or was already used. Please request a new code.',
  );

/**
 * Forgotten password in three calls: email a code, trade the code for a single-use reset
 * token, set the new password with that token. The token binds the last step to the
 * verified code, so reset-password cannot be called with a guessed or replayed code.
 */
export function createPasswordResetService(deps: {
  users: UserRepo;
  resetTokens: ReturnType<typeof resetTokenRepo>;
  hasher: PasswordHasher;
  otp: OtpService;
  tokens: TokenService;
  throttle: AuthThrottle;
  mail: MailQueue;
}) {
  const { users, resetTokens, hasher, otp, tokens, throttle, mail } = deps;

  return {
    async sendCode(body: Body<'sendResetPasswordOtp'>) {
      const email = normalizeEmail(body.email);
      await throttle.takeCodeSend(email);
      mail.send(async () => {
        const user = await users.findByEmail(email);
        if (!user) return null;
        return accountMails.resetCode(email, await otp.issue(user.id, 'reset_password'));
      });
      return { message: CODE_SENT_MESSAGE };
    },

    async verifyCode(body: Body<'verifyResetPasswordOtp'>, ip: string) {
      const email = normalizeEmail(body.email);
      await throttle.takeAttempt(email, ip);
      const user = await users.findByEmail(email);
      if (!user || !(await otp.consume(user.id, 'reset_password', body.otp))) {
        throw invalidCode();
      }
      await throttle.giveBack(email, ip);
      const resetToken = randomToken();
      await resetTokens.insert(
        user.id,
        sha256(resetToken),
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      return { reset_token: resetToken };
    },

    async resetPassword(body: Body<'resetPassword'>) {
      const email = normalizeEmail(body.email);
      // Checked before the token is spent, so a refused password can be corrected.
      const problem = passwordProblem(body.password, email);
      if (problem) throw weakPassword('password', problem);

      const user = await users.findByEmail(email);
      if (!user || !(await resetTokens.consume(user.id, sha256(body.reset_token)))) {
        throw invalidResetToken();
      }
      await users.update(user.id, {
        passwordHash: await hasher.hash(body.password),
        passwordChangedAt: new Date(),
        // The code came through the mailbox: the address is proven.
        isVerified: true,
      });
      await tokens.revokeAllSessions(user.id);
      await throttle.recordSuccess(email);
      mail.send(() => accountMails.passwordChanged(email));
      return { message: 'Your password has been reset. You can sign in with it now.' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
