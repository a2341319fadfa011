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
import { createMailQueue } from '../users/user-mail';

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
}) {
  const mail = createMailQueue({ mailer: deps.mailer, log: deps.log });

  return {
    mail,

    async subscribe(email: string, brand: BrandId): Promise<{ success: true; message: string }> {
      const address = normalizeEmail(email);
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
