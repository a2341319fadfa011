import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export function outboxRepo(db: Database) {
  return {
    /** Messages to one address, oldest first (addresses compare case-insensitively). */
    async listTo(address: string) {
      return db
        .select()
        .from(outboxMessages)
        .where(sql`lower(${outboxMessages.to}) = ${address.toLowerCase()}`)
        .orderBy(asc(outboxMessages.createdAt));
    },
  };
}
