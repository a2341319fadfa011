import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { adminQuery, withDatabase } from './global-setup';

/**
 * A fresh, migrated, empty database for one test file (see global-setup.ts). On Postgres it
 * is a new database cloned from the migrated template and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (postgresUrl && template) {
    const name = `mhp_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(postgresUrl, name),
      poolSize: 5,
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dumpPath = inject('pgliteTemplatePath');
  if (!dumpPath) throw new Error('The API test global setup did not run');
  const dump = new Blob([await readFile(dumpPath)]);
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dump });
}
