import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * Migrates once per test run; every test file then starts from a copy of that database:
 * a PGlite dump on the embedded path, a Postgres `CREATE DATABASE … TEMPLATE` when
 * TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const templateName = `mhp_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${templateName}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(postgresUrl, templateName),
    });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', templateName);
    return async () => {
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mhp-test-db-'));
  const dumpPath = path.join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', dumpPath);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath?: string;
    postgresTemplate?: string;
  }
}
