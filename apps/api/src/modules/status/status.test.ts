import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

describe('GET /api/rest/rest-check/', async () => {
  const { app } = await createTestApp();

  it('reports ok with the database up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: expect.any(String) });
  });
});

describe('GET /api/rest/rest-check/ without a database', async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), database });
  afterAll(() => app.close());

  it('reports 503 degraded once the database is gone', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
