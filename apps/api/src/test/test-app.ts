import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { testConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * The real app on a fresh migrated database (PGlite copy, or Postgres with
 * TEST_DATABASE_URL), closed after the file's tests.
 */
export async function createTestApp(
  overrides: {
    config?: Partial<Config>;
    mailer?: AppDeps['mailer'];
    logStream?: AppDeps['logStream'];
    /** Maps test tokens to users, standing in for the accounts module's verifier. */
    verifyAccessToken?: AppDeps['verifyAccessToken'];
    chat?: AppDeps['chat'];
    /** Adds test-only routes before the app is sealed. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ webDistDir: '/nonexistent-web-dist', ...overrides.config }),
    database,
    mailer: overrides.mailer,
    logStream: overrides.logStream,
    verifyAccessToken: overrides.verifyAccessToken,
    chat: overrides.chat,
  });
  overrides.extend?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
