import type { apiRoutes } from '@mhp/contract/api-routes';
import type { ParsedRequestOf } from '@mhp/contract/route';
import type { UserData } from '@mhp/contract/schemas/user';
import { conflict, unauthorized } from '../../lib/http-error';
import { invalidCode, invalidCredentials, weakPassword, wrongCurrentPassword } from './auth-errors';
import type { AuthThrottle } from './auth-throttle';
import type { CommunicationsService } from './communications-service';
import { normalizeEmail } from './email-address';
import type { OtpService } from './otp-service';
import type { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-policy';
import { presentUser } from './presenters';
import type { SignIn } from './sign-in';
import type { TokenService } from './token-service';
import { accountMails, type MailQueue } from './user-mail';
import type { UserRepo, UserRow } from './user-repo';

type Body<K extends keyof typeof apiRoutes> = ParsedRequestOf<(typeof apiRoutes)[K]>['body'];

/** Same answer for every address, so it cannot be used to learn who has an account. */
export const CODE_SENT_MESSAGE =
  'If this address needs a code, we have sent one. It is valid for 10 minutes.';

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export interface AuthServiceDeps {
  users: UserRepo;
  hasher: PasswordHasher;
  otp: OtpService;
  tokens: TokenService;
  throttle: AuthThrottle;
  mail: MailQueue;
  communications: CommunicationsService;
  signIn: SignIn;
}

/** Sign-up, sign-in (password or emailed code), account verification, sessions, passwords. */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, hasher, otp, tokens, throttle, mail, signIn, communications } = deps;

  const requireUser = async (userId: string): Promise<UserRow> => {
    const user = await users.findById(userId);
    // The access token outlived its account.
    if (!user) throw unauthorized('The access token is invalid or has expired.');
    return user;
  };

  /**
   * A sign-in code read from the mailbox proves the address as well as verify-otp does, and it
   * is the first proof: until now anyone could have signed up with this address and a password
   * of their own (pre-account takeover). So, as social sign-in does, the mailbox owner takes the
   * account over clean: the password set before verification goes, every earlier session ends,
   * and the owner is told why by email.
   */
  const claimByCode = async (user: UserRow): Promise<UserRow> => {
    const hadPassword = user.passwordHash !== null;
    const claimed = await users.update(user.id, {
      isVerified: true,
      passwordHash: null,
      ...(hadPassword ? { passwordChangedAt: new Date() } : {}),
    });
    await tokens.revokeAllSessions(user.id);
    mail.send(() => accountMails.addressConfirmedByCode(user.email, hadPassword));
    return claimed;
  };

  return {
    async signUp(body: Body<'signUp'>, ip: string) {
      await throttle.takeSignUp(ip);
      const email = normalizeEmail(body.email);
      const problem = passwordProblem(body.password, email);
      if (problem) throw weakPassword('password', problem);

      // The one call that must tell a taken address apart: it answers with a session.
      const taken = () =>
        conflict('An account with this email already exists. Sign in or reset your password.');
      if (await users.findByEmail(email)) throw taken();
      const user = await users.insert({
        email,
        passwordHash: await hasher.hash(body.password),
        firstName: blankToNull(body.first_name),
        lastName: blankToNull(body.last_name),
        phoneNumber: blankToNull(body.phone_number),
        projectType: body.project_type ?? null,
      });
      if (!user) throw taken();

      await throttle.countCodeSend(email);
      mail.send(async () =>
        accountMails.verificationCode(email, await otp.issue(user.id, 'verify_account')),
      );
      return signIn(user, 'sign_up', body.checkout_id);
    },

    async login(body: Body<'login'>, ip: string) {
      const email = normalizeEmail(body.email);
      await throttle.assertCanTry(email, ip);
      const user = await users.findByEmail(email);

      const byPassword = body.password !== undefined;
      const ok = byPassword
        ? await hasher.verify(user?.passwordHash ?? null, body.password!)
        : user !== undefined && (await otp.consume(user.id, 'login', body.otp!));
      if (!ok || !user) {
        await throttle.recordFailure(email, ip);
        throw byPassword ? invalidCredentials() : invalidCode();
      }
      await throttle.recordSuccess(email);

      let current = user;
      if (byPassword && user.passwordHash && hasher.needsRehash(user.passwordHash)) {
        current = await users.update(user.id, { passwordHash: await hasher.hash(body.password!) });
      }
      if (!byPassword && !user.isVerified) current = await claimByCode(user);
      return signIn(current, byPassword ? 'password' : 'code', body.checkout_id);
    },

    /** Emails a verification or sign-in code when the address needs one; same answer always. */
    async sendCode(body: Body<'sendOtp'>) {
      const email = normalizeEmail(body.email);
      await throttle.takeCodeSend(email);
      mail.send(async () => {
        const user = await users.findByEmail(email);
        if (user && body.purpose === 'login') {
          return accountMails.loginCode(email, await otp.issue(user.id, 'login'));
        }
        if (user && body.purpose === 'verify_account' && !user.isVerified) {
          return accountMails.verificationCode(email, await otp.issue(user.id, 'verify_account'));
        }
        return null;
      });
      return { message: CODE_SENT_MESSAGE };
    },

    async verifyAccount(userId: string, code: string): Promise<UserData> {
      const user = await requireUser(userId);
      if (user.isVerified) return presentUser(user);
      if (!(await otp.consume(user.id, 'verify_account', code))) throw invalidCode();
      const verified = await users.update(user.id, { isVerified: true });
      mail.send(async () =>
        accountMails.welcome(
          verified.email,
          verified.firstName,
          await communications.linkFor(verified.email),
        ),
      );
      return presentUser(verified);
    },

    async me(userId: string): Promise<UserData> {
      return presentUser(await requireUser(userId));
    },

    async refresh(refresh: string) {
      const session = await tokens.rotate(refresh);
      return { access: session.access, refresh: session.refresh };
    },

    async logout(refresh: string) {
      await tokens.revokeSessionOf(refresh);
      return { message: 'You have been signed out.' };
    },

    /** Keeps the caller's own session and ends every other one. */
    async changePassword(
      userId: string,
      sessionId: string | undefined,
      body: Body<'changePassword'>,
      ip: string,
    ) {
      const user = await requireUser(userId);
      await throttle.assertCanTry(user.email, ip);
      if (!(await hasher.verify(user.passwordHash, body.old_password))) {
        await throttle.recordFailure(user.email, ip);
        throw wrongCurrentPassword();
      }
      const problem =
        body.new_password === body.old_password
          ? 'Choose a password different from your current one.'
          : passwordProblem(body.new_password, user.email);
      if (problem) throw weakPassword('new_password', problem);

      await users.update(user.id, {
        passwordHash: await hasher.hash(body.new_password),
        passwordChangedAt: new Date(),
      });
      await tokens.revokeAllSessions(user.id, sessionId);
      await throttle.recordSuccess(user.email);
      mail.send(() => accountMails.passwordChanged(user.email));
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
