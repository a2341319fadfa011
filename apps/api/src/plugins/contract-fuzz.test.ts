import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@mhp/contract/api-routes';
import { createTestApp } from '../test/test-app';
import { fuzzUser, runFuzz } from '../test/test-fuzz';

/**
 * A short, seeded fuzz of every contract route (the long run is `npm run fuzz`): generated
 * valid, boundary and hostile requests, as a guest, a signed-in user and with a forged token.
 */
describe('every contract route under generated input', async () => {
  const { app } = await createTestApp();
  const userToken = await fuzzUser(app);

  it('answers no 5xx, shows no stack trace or SQL, and stays healthy', async () => {
    const runsPerRoute = 4;
    const report = await runFuzz({
      app,
      userToken,
      runsPerRoute,
      seed: 20261125,
      clientAddresses: 40,
    });
    expect(report.problems).toEqual([]);
    expect(report.requests).toBe(Object.keys(apiRoutes).length * runsPerRoute);
    const health = await app.inject({ url: '/api/rest/rest-check/' });
    expect(health.statusCode).toBe(200);
  }, 300_000);
});
