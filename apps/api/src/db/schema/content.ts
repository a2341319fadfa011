import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type BrandKey } from './columns';

/**
 * Editable page content: A/B blocks, terms, contact details, popup templates, consult copy.
 * `projectType` is the brand, `contentType` what the block is for.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull().unique(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    /** HTML (sanitised on the client before insertion) or plain text, per content type. */
    content: text('content').notNull(),
    /** Optional script run by the A/B layer only when it parses. */
    script: text('script'),
    /** Extra structured data (e.g. the URL list of a popup, contact details). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_blocks_type_idx').on(t.projectType, t.contentType)],
);
