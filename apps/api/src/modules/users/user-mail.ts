import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer';

const SIGNATURE = '\n\n— The Men’s Health Platform team';
const NOT_YOU =
  'If you did not ask for this, you can ignore this email: nothing changes without the code.';

function codeMail(to: string, subject: string, purpose: string, code: string): MailMessage {
  return {
    to,
    subject,
    text: `Your code ${purpose} is ${code}.\n\nIt is valid for 10 minutes and works once. ${NOT_YOU}${SIGNATURE}`,
    html:
      `<p>Your code ${purpose} is</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p>` +
      `<p>It is valid for 10 minutes and works once. ${NOT_YOU}</p>`,
  };
}

/** The accounts module's emails. Only `welcome` is marketing-type: it carries the link. */
export const accountMails = {
  verificationCode: (to: string, code: string) =>
    codeMail(to, 'Your verification code', 'to confirm your email address', code),
  loginCode: (to: string, code: string) => codeMail(to, 'Your sign-in code', 'to sign in', code),
  resetCode: (to: string, code: string) =>
    codeMail(to, 'Your password reset code', 'to reset your password', code),
  deleteAccountCode: (to: string, code: string) =>
    codeMail(to, 'Your code to delete your account', 'to confirm deleting your account', code),

  accountDeleted: (to: string): MailMessage => ({
    to,
    subject: 'Your account was deleted',
    text:
      'Your account and everything in it (your profile, chats, health records and ' +
      'self-assessments) were deleted, and every device was signed out. Orders are kept for ' +
      'accounting, no longer linked to you.' +
      '\n\nIf this was not you, contact our support straight away.' +
      SIGNATURE,
  }),

  passwordChanged: (to: string): MailMessage => ({
    to,
    subject: 'Your password was changed',
    text:
      'The password of your account was just changed, and your other devices were signed out.' +
      '\n\nIf this was not you, reset your password now with “Forgot password” on the sign-in ' +
      `page and contact our support.${SIGNATURE}`,
  }),

  addressConfirmedByCode: (to: string, passwordRemoved: boolean): MailMessage => ({
    to,
    subject: 'Your email address is confirmed',
    text:
      'You signed in with a code sent to this address, which confirms that it is yours.' +
      (passwordRemoved
        ? '\n\nThe account had been created with a password before the address was confirmed. ' +
          'In case that was not you, we removed that password and signed out every other ' +
          'device. Keep signing in with emailed codes, or choose a new password with “Forgot ' +
          'password” on the sign-in page. Check your profile details too.'
        : '') +
      SIGNATURE,
  }),

  welcome: (to: string, firstName: string | null, manageLink: string): MailMessage => ({
    to,
    subject: 'Welcome to the Men’s Health Platform',
    text:
      `Hello${firstName ? ` ${firstName}` : ''},\n\nYour email address is confirmed and your ` +
      'account is ready. From time to time we send health tips and news about our products.' +
      `\n\nChoose which emails you get: ${manageLink}${SIGNATURE}`,
  }),
};

/**
 * Sends account emails in the background. Whatever decides whether there is anything to send
 * (does the address have an account? issue its code) runs in the background too, so "send me a
 * code" answers in the same time whether or not the address is registered, and a slow mail
 * server never holds a request. `drain()` waits for what is still going (shutdown, tests).
 */
export function createMailQueue(deps: { mailer: Mailer; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<void>>();

  return {
    /** `compose` answers the message, or null when there is nothing to send. */
    send(compose: () => Promise<MailMessage | null> | MailMessage | null): void {
      const sending = (async () => {
        const message = await compose();
        if (message) await deps.mailer.send(message);
      })()
        .catch((error: unknown) => deps.log.error({ err: error }, 'account email failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },

    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
