import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { userRoles, users } from './schema';
import { seed } from './seed';
import { DEMO_EDITOR } from './seed-data/ab-test';
import { createTestDatabase } from '../test/test-database';

/**
 * Issue 25, N2: the demo editor, whose password the README prints, existed in production too.
 * Production editors come from `npm run grant-editor` only (ADR 024).
 */
describe('the demo editor', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  const demoRoles = async (db: DatabaseHandle['db']) => {
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_EDITOR.email));
    if (!user) return null;
    const rows = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    return rows.map((r) => r.role).sort();
  };

  it('is not made by a production seed: no account, no role of anybody', async () => {
    handle = await createTestDatabase();
    await seed(handle.db, { production: true });
    expect(await demoRoles(handle.db)).toBeNull();
    expect(await handle.db.select().from(userRoles)).toEqual([]);
  });

  it('loses its roles when a database seeded before is seeded again in production', async () => {
    handle = await createTestDatabase();
    await seed(handle.db, { production: false });
    expect(await demoRoles(handle.db)).toEqual(['editor', 'script-editor']);
    await seed(handle.db, { production: true });
    expect(await demoRoles(handle.db)).toEqual([]);
  });
});
