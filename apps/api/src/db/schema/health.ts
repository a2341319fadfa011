import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AnalyticsEntryType,
  ProcessorVariableName,
  SymptomSeverity,
  FactFrequency,
} from '@mhp/contract/health-constants';
import { chatMessages, chatRooms } from './chat';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * Facts the chat extracted from what a user said about themselves (issue 11). An entry
 * outlives the room it came from (the link becomes null) until the user deletes their health
 * data; one message yields each term once, so a message processed twice adds nothing.
 */
export const healthEntries = pgTable(
  'health_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    type: text('type').$type<AnalyticsEntryType>().notNull(),
    term: text('term').notNull(),
    name: text('name').notNull(),
    mainContent: text('main_content').notNull(),
    duration: text('duration'),
    durationDays: integer('duration_days'),
    /** How often ("daily"), kept apart from how long (issue 24). */
    frequency: text('frequency').$type<FactFrequency>(),
    severity: text('severity').$type<SymptomSeverity>(),
    value: doublePrecision('value'),
    unit: text('unit'),
    createdAt: createdAt(),
  },
  (t) => [
    index('health_entries_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('health_entries_message_term_idx').on(t.messageId, t.term),
  ],
);

/** Conditions the user tracks ("my diseases"), named as they like. */
export const myDiseases = pgTable(
  'my_diseases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('my_diseases_user_idx').on(t.userId, t.createdAt)],
);

/** Named facts the assistant uses; one value per name and user (creating again updates). */
export const userProcessorVariables = pgTable(
  'user_processor_variables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').$type<ProcessorVariableName>().notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_processor_variables_user_name_idx').on(t.userId, t.name)],
);
