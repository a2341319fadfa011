import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, subdivisions } from '../../db/schema';

export type CountryRow = typeof countries.$inferSelect;
export type SubdivisionRow = typeof subdivisions.$inferSelect;

export function createGeoRepo(db: Database) {
  return {
    /** Every country: the default four first (USA, Canada, UK, Germany), then by name. */
    async countries(): Promise<Pick<CountryRow, 'code' | 'name'>[]> {
      return db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .orderBy(sql`${countries.defaultPosition} asc nulls last`, asc(countries.name));
    },

    async country(code: string): Promise<CountryRow | undefined> {
      const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
      return row;
    },

    async subdivisions(countryCode: string): Promise<SubdivisionRow[]> {
      return db
        .select()
        .from(subdivisions)
        .where(eq(subdivisions.countryCode, countryCode))
        .orderBy(asc(subdivisions.name), asc(subdivisions.code));
    },
  };
}
