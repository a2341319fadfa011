import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run against the real built app: the API server from apps/api/dist serving
 * apps/web/dist, on a free port with a fresh embedded database. `npm test` (scripts/test.mjs)
 * picks the port, the data folder and the Chromium binary and passes them in.
 */
const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '.data');
export const baseURL = `http://localhost:${port}`;

/**
 * The local OpenID provider that stands in for Google (e2e/support/oidc-server.mjs): the API
 * trusts its ID tokens for this client id, and it sends the browser back to /login of the
 * hosts the social journeys use (careapp on the generic host, stud on its own host).
 */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8091);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
export const OIDC_CLIENT_ID = 'mhp-web-e2e';
const oidcRedirectUris = [
  `${baseURL}/login`,
  `${baseURL}/stud/login`,
  `http://stud.localhost:${port}/login`,
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  // A hang guard, not a speed goal: long journeys (sign-up to logout, the chat journeys with
  // their own server) run beside each other on two workers of a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/oidc-server.mjs',
      cwd: path.join(import.meta.dirname, '..'),
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(oidcPort),
        OIDC_CLIENT_ID,
        OIDC_REDIRECT_URIS: oidcRedirectUris.join(','),
      },
    },
    {
      command: 'node apps/api/dist/server.mjs',
      cwd: path.join(import.meta.dirname, '..'),
      url: `${baseURL}/api/rest/rest-check/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Account journeys send their own X-Forwarded-For, so the per-IP sign-up and failure
        // budgets (10 sign-ups an hour) are not shared by every spec; other requests are unchanged.
        TRUST_PROXY: 'true',
        // "Continue with Google" signs in at the local OpenID provider above.
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
