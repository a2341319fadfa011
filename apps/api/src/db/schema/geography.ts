import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Main IANA time zone, e.g. America/New_York. */
  timezone: text('timezone').notNull(),
  /** UTC offset of that zone in standard time, e.g. "-05:00". */
  utc: text('utc').notNull(),
  /** Dialling prefixes, e.g. ["+1"]; some countries have several. */
  mobileCode: jsonb('mobile_code').$type<string[]>().notNull(),
  /** Countries offered first in the country select (USA, Canada, UK, Germany). */
  defaultPosition: integer('default_position'),
});

export const subdivisions = pgTable(
  'subdivisions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    /** ISO 3166-2 suffix, e.g. "CA" for US-CA. */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subdivisions_country_code_idx').on(t.countryCode, t.code)],
);
