import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

/** A file sent with a message (e.g. the booking's .ics); text content only. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** How the app sends email; services depend on this, never on a transport. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The default mailer (MAIL_URL unset): stores every message in the database, where
 * `GET /api/dev/outbox?to=` shows it outside production, and logs that it did.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          to: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: message.attachments ?? [],
        })
        .returning({ id: outboxMessages.id });
      // Never the recipient or the subject: both can name a person (see lib/logger.ts).
      log.info({ outboxId: row?.id }, 'email stored in the dev outbox');
    },
    async close() {},
  };
}

/** Sends over SMTP (MAIL_URL such as smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ messageId: info.messageId }, 'email sent');
    },
    async close() {
      transport.close();
    },
  };
}
