import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandId } from '@mhp/contract/brands';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { CommunicationsService } from '../users/communications-service';
import { normalizeEmail } from '../users/email-address';
import { randomToken, sha256 } from '../users/secrets';
import { tooManyRequests, type Limit } from '../users/auth-throttle';
import type { CounterStore } from '../users/rate-limiter';
import { createMailQueue } from '../users/user-mail';

const HOUR = 60 * 60_000;

/**
 * Each subscription emails the address given, so unthrottled the popup would mail anyone: a
 * person subscribes once, a bot hundreds of times.
 */
export const SUBSCRIBE_LIMITS = {
  perIp: { max: 10, windowMs: HOUR },
  perAddress: { max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;

/** Same answer whether the address is new, pending or confirmed: no address is revealed. */
export const SUBSCRIBED_MESSAGE = 'Check your inbox: we sent a link to confirm your subscription.';

const BRAND_NAMES: Record<BrandId, string> = {
  careapp: 'CareApp',
  stud: 'Stud',
  varicocele: 'Varicocele Care',
  varicoceleorg: 'Varicocele.org',
};

function confirmationMail(to: string, brand: BrandId, link: string): MailMessage {
  const name = BRAND_NAMES[brand];
  return {
    to,
    subject: `Confirm your ${name} subscription`,
    text:
      `Thanks for subscribing to ${name} news.\n\nConfirm your address, and choose which emails ` +
      `you get, here: ${link}\n\nIf you did not ask for this, ignore this email: without ` +
      'confirmation you will get nothing more from us.\n\n— The Men’s Health Platform team',
  };
}

/**
 * Newsletter subscriptions from the popup, with double opt-in: the emailed link (the
 * manage-communications page with a confirmation token) confirms the address and lets the
 * subscriber choose topics straight away.
 */
export function createSubscriptionService(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  communications: CommunicationsService;
  counters: CounterStore;
}) {
  const mail = createMailQueue({ mailer: deps.mailer, log: deps.log });

  async function takeAttempt(ip: string, address: string): Promise<void> {
    const [byIp, byAddress] = await Promise.all([
      deps.counters.hit(`subscribe:ip:${ip}`, SUBSCRIBE_LIMITS.perIp.windowMs),
      deps.counters.hit(`subscribe:address:${address}`, SUBSCRIBE_LIMITS.perAddress.windowMs),
    ]);
    const spent = [
      byIp.count > SUBSCRIBE_LIMITS.perIp.max ? byIp : null,
      byAddress.count > SUBSCRIBE_LIMITS.perAddress.max ? byAddress : null,
    ].filter((counter) => counter !== null);
    if (spent.length > 0) {
      throw tooManyRequests(Math.max(...spent.map((c) => c.resetInMs)), 'subscriptions');
    }
  }

  return {
    mail,

    async subscribe(
      email: string,
      brand: BrandId,
      ip: string,
    ): Promise<{ success: true; message: string }> {
      const address = normalizeEmail(email);
      await takeAttempt(ip, address);
      const token = randomToken();
      // A new token each time: only the latest email's link confirms.
      const [row] = await deps.db
        .insert(subscribers)
        .values({ email: address, projectType: brand, tokenHash: sha256(token) })
        .onConflictDoUpdate({
          target: [subscribers.email, subscribers.projectType],
          set: { tokenHash: sha256(token), updatedAt: new Date() },
        })
        .returning({ confirmedAt: subscribers.confirmedAt });
      if (!row?.confirmedAt) {
        mail.send(async () =>
          confirmationMail(
            address,
            brand,
            await deps.communications.linkFor(address, { confirm: token }),
          ),
        );
      }
      return { success: true, message: SUBSCRIBED_MESSAGE };
    },

    async confirm(token: string): Promise<{ confirmed: true }> {
      const [row] = await deps.db
        .update(subscribers)
        .set({
          confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(subscribers.tokenHash, sha256(token)))
        .returning({ id: subscribers.id });
      if (!row) {
        throw notFound(
          'This confirmation link is not valid. Please use the link in your latest email.',
        );
      }
      return { confirmed: true };
    },
  };
}
