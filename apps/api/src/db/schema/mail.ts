import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every email the dev outbox mailer "sends" (MAIL_URL unset), kept for inspection. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);
