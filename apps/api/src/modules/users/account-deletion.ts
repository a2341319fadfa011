import { badRequest } from '../../lib/http-error';
import type { AuthThrottle } from './auth-throttle';
import { invalidCode } from './auth-errors';
import type { OtpService } from './otp-service';
import type { PasswordHasher } from './password-hasher';
import { accountMails, type MailQueue } from './user-mail';
import type { UserRepo } from './user-repo';

const WRONG_PASSWORD = 'That password is not right. Nothing was deleted.';
const NEEDS_CODE =
  'Your account has no password: ask for a code by email to confirm, and enter it.';
const HAS_PASSWORD = 'Enter your password to confirm.';
export const DELETE_CODE_SENT = 'We emailed you a 6-digit code. It is valid for 10 minutes.';

/**
 * The owner's proof before the account goes (issue 26): its password, or for an account
 * without one (code sign-in, Google, Apple, X) a code mailed to its address. Wrong tries count
 * against the same budget as sign-in, so a left-open session cannot guess the password here.
 * The deletion itself is the health module's (user-data-service.ts); this only says yes or
 * throws a 400 naming the field, and mails the goodbye once it is done.
 */
export function createAccountDeletion(deps: {
  users: UserRepo;
  hasher: PasswordHasher;
  otp: OtpService;
  throttle: AuthThrottle;
  mail: MailQueue;
}) {
  const { users, hasher, otp, throttle, mail } = deps;

  const requireUser = async (userId: string) => {
    const user = await users.findById(userId);
    // The auth plugin found the user a moment ago; gone since means deleted already.
    if (!user) throw badRequest('This account no longer exists.');
    return user;
  };

  return {
    /** Mails a confirmation code; only for an account without a password. */
    async sendCode(userId: string, ip: string) {
      const user = await requireUser(userId);
      if (user.passwordHash) throw badRequest(HAS_PASSWORD, { password: [HAS_PASSWORD] });
      await throttle.takeCodeSend(user.email, ip);
      mail.send(async () =>
        accountMails.deleteAccountCode(user.email, await otp.issue(user.id, 'delete_account')),
      );
      return { message: DELETE_CODE_SENT };
    },

    /** Checks the password or code; returns the address to mail once the account is gone. */
    async confirm(userId: string, proof: { password?: string; otp?: string }, ip: string) {
      const user = await requireUser(userId);
      await throttle.takeAttempt(user.email, ip);
      if (user.passwordHash) {
        if (proof.password === undefined)
          throw badRequest(HAS_PASSWORD, { password: [HAS_PASSWORD] });
        if (!(await hasher.verify(user.passwordHash, proof.password))) {
          throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
        }
      } else {
        if (proof.otp === undefined) throw badRequest(NEEDS_CODE, { otp: [NEEDS_CODE] });
        if (!(await otp.consume(user.id, 'delete_account', proof.otp))) throw invalidCode();
      }
      await throttle.giveBack(user.email, ip);
      return user.email;
    },

    /** After the deletion: the goodbye, which also tells the owner if it was not them. */
    confirmDeleted(email: string) {
      mail.send(() => accountMails.accountDeleted(email));
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
