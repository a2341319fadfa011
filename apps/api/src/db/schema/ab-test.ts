import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type BrandKey } from './columns';
import { users } from './users';

/**
 * A/B testing (ADR 019). Content items are rows of content_blocks (one table for all
 * editable content); these tables add what testing and editing need: experiments and their
 * variants, the version history of each item, de-duplicated view and goal events, the
 * content a brand uses for a content type, editors, and newsletter subscribers.
 */

export type ExperimentStatus = 'draft' | 'running' | 'stopped';
export type AbGoalKey = 'add_to_cart' | 'checkout_completed' | 'consult_booked' | 'subscription';

/**
 * One element of a brand's pages (a banner, a hero, a trust block) and the test on it. An
 * element that is not under test is a draft or stopped experiment: it serves its control.
 * `pages` are the brand-relative paths the element appears on; `['*']` is global content.
 */
export const abExperiments = pgTable(
  'ab_experiments',
  {
    id: text('id').primaryKey(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    name: text('name').notNull(),
    element: text('element').notNull(),
    pages: jsonb('pages').$type<string[]>().notNull(),
    /** Order of the element on its pages. */
    position: integer('position').notNull().default(0),
    status: text('status').$type<ExperimentStatus>().notNull().default('draft'),
    goal: text('goal').$type<AbGoalKey>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ab_experiments_brand_idx').on(t.projectType)],
);

/** Variants in order (0 is the control); a variant may be forced by a page path (/a, /b). */
export const abVariants = pgTable(
  'ab_variants',
  {
    experimentId: text('experiment_id')
      .notNull()
      .references(() => abExperiments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    identifier: text('identifier').notNull(),
    weight: doublePrecision('weight').notNull(),
    forcedPage: text('forced_page'),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.position] }),
    index('ab_variants_identifier_idx').on(t.identifier),
  ],
);

/** Every saved version of a content item; the published one is also in content_blocks. */
export const abContentVersions = pgTable(
  'ab_content_versions',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull(),
    content: text('content').notNull(),
    script: text('script'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ab_content_versions_item_idx').on(t.identifier, t.version)],
);

/** One row per visitor, element and day: a repeated view the same day is ignored. */
export const abViews = pgTable(
  'ab_views',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    identifier: text('identifier').notNull(),
    experimentId: text('experiment_id'),
    variantIndex: integer('variant_index'),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ab_views_once_a_day_idx').on(t.visitorId, t.identifier, t.day),
    index('ab_views_experiment_idx').on(t.experimentId),
  ],
);

/** Conversions, once per visitor, goal and day. */
export const abGoalEvents = pgTable(
  'ab_goal_events',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    goal: text('goal').$type<AbGoalKey>().notNull(),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ab_goal_events_once_a_day_idx').on(t.visitorId, t.goal, t.day)],
);

/** Which content item a brand uses for a content type (set-specific-content). */
export const abSpecificContent = pgTable(
  'ab_specific_content',
  {
    projectType: text('project_type').$type<BrandKey>().notNull(),
    contentType: text('content_type').notNull(),
    identifier: text('identifier').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectType, t.contentType] })],
);

/**
 * Roles beyond a plain account, granted by `npm run grant-editor` (ADR 024): `editor` may
 * change A/B content; `script-editor` may also save content with a script.
 */
export type EditorRole = 'editor' | 'script-editor';

/** Roles beyond a plain account (EditorRole). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<EditorRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Newsletter sign-ups from the popup; confirmed by the emailed link (double opt-in). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    /** sha256 of the confirmation token; the token itself is only in the email. */
    tokenHash: text('token_hash').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscribers_email_brand_idx').on(t.email, t.projectType)],
);
