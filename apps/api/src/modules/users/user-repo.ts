import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** Columns a profile or onboarding call may change. */
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;

export function userRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** `email` must already be normalised (see email-address.ts). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /** Undefined when the address is taken (also when a concurrent sign-up just took it). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, patch: UserPatch): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during an update`);
      return row;
    },

    async findIdentity(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row;
    },

    async linkIdentity(link: typeof userIdentities.$inferInsert): Promise<void> {
      await db.insert(userIdentities).values(link).onConflictDoNothing();
    },
  };
}

export type UserRepo = ReturnType<typeof userRepo>;
