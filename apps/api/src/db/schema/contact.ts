import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, type BrandKey } from './columns';

/** Messages from the contact and consult forms, kept until support has answered them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    /** contact | consult */
    formType: text('form_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    varicoceleGrade: text('varicocele_grade'),
    symptoms: jsonb('symptoms').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
