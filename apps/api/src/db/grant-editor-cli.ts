import { loadConfig } from '../config';
import { grantEditor, revokeEditor } from '../modules/ab-test/editor-roles';
import { openConfiguredDatabase } from './open-from-config';

/**
 * `npm run grant-editor -- <email> [--scripts] [--revoke]` (README): gives an existing account
 * the right to edit A/B content, with --scripts also the right to save scripts; --revoke takes
 * the rights back (with --scripts only the script right). The only way to make an editor in
 * production: the seed makes none there (ADR 024).
 */
const USAGE = 'Usage: npm run grant-editor -- <email> [--scripts] [--revoke]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => a.startsWith('-') && a !== '--scripts' && a !== '--revoke');
const emails = args.filter((a) => !a.startsWith('-'));
if (unknown.length > 0 || emails.length !== 1 || !emails[0]!.includes('@')) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ${USAGE}` : USAGE);
  process.exit(64); // EX_USAGE
}
const email = emails[0]!;
const scripts = args.includes('--scripts');

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const result = args.includes('--revoke')
    ? await revokeEditor(database.db, email, { scriptsOnly: scripts })
    : await grantEditor(database.db, email, { scripts });
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    const roles = result.roles.length > 0 ? result.roles.join(', ') : 'none';
    console.log(`${result.email} now has these A/B roles: ${roles}.`);
  }
} finally {
  await database.close();
}
