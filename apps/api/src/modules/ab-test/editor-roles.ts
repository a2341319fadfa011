import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import type { EditorRole } from '../../db/schema/ab-test';

/**
 * Who may edit A/B content (ADR 024). Rights are granted to an existing account by an
 * administrator's command (`npm run grant-editor`, grant-editor-cli.ts), never by a known
 * password: `editor` edits HTML, `script-editor` may also save scripts.
 */
export type EditorGrant =
  { ok: true; email: string; roles: EditorRole[] } | { ok: false; message: string };

async function userIdOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    // Stored trimmed and lower-cased (schema/users.ts).
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

const noAccount = (email: string): EditorGrant => ({
  ok: false,
  message: `No account uses ${email}: the person signs up first, then you grant the rights.`,
});

/** Grants `editor` (and `script-editor` with `scripts`); repeating it changes nothing. */
export async function grantEditor(
  db: Database,
  email: string,
  options: { scripts: boolean },
): Promise<EditorGrant> {
  const userId = await userIdOf(db, email);
  if (!userId) return noAccount(email);
  const roles: EditorRole[] = options.scripts ? ['editor', 'script-editor'] : ['editor'];
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
  return { ok: true, email, roles: await rolesOf(db, userId) };
}

/** Takes the rights back: both roles, or only `script-editor` with `scriptsOnly`. */
export async function revokeEditor(
  db: Database,
  email: string,
  options: { scriptsOnly: boolean },
): Promise<EditorGrant> {
  const userId = await userIdOf(db, email);
  if (!userId) return noAccount(email);
  const roles: EditorRole[] = options.scriptsOnly ? ['script-editor'] : ['editor', 'script-editor'];
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, roles)));
  return { ok: true, email, roles: await rolesOf(db, userId) };
}

async function rolesOf(db: Database, userId: string): Promise<EditorRole[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}
