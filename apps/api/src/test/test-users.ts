import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Test tokens backed by real accounts: "user-<name>" signs in as an account made for that name
 * on first use (rows that reference users need a real one); anything else does not verify.
 * Call `use(db)` once the app's database exists.
 */
export function testUsers() {
  let db: Database | null = null;
  const ids = new Map<string, Promise<string>>();
  const idOf = (token: string) => {
    let id = ids.get(token);
    if (!id) {
      id = db!
        .insert(users)
        .values({ email: `${token}@example.com`, isVerified: true })
        .returning({ id: users.id })
        .then(([row]) => row!.id);
      ids.set(token, id);
    }
    return id;
  };
  return {
    use(database: Database) {
      db = database;
    },
    /** The account id behind a token (made on first use). */
    idOf,
    verify: async (token: string) =>
      token.startsWith('user-') ? { userId: await idOf(token) } : null,
  };
}
