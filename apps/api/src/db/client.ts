import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

/** Any fixed number: every API instance takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 727_001;

/** Either driver's Drizzle database: services and repos depend only on this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Applies pending migrations from apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine itself (PGlite only): tests dump and copy it. */
  pglite?: PGlite;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir null = in memory; `loadDataDir` starts from a dump (tests copy a migrated template). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      migrate: () => migratePostgres(pool),
      close: () => endPool(pool),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.resolve(target.dataDir);
    await mkdir(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: () => ping(db),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

/**
 * `pool.end()` resolves as soon as it has asked every connection to close, not when they
 * have: wait for each one's 'remove' (emitted once its socket ended), so whatever runs
 * next (a shutdown, a test's DROP DATABASE … WITH (FORCE)) finds no half-closed session.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Several API instances may start at once against one Postgres: the migration runs under a
 * session advisory lock on one dedicated connection, so the others wait and then find
 * nothing left to do.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(connection), { migrationsFolder: migrationsDir });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
