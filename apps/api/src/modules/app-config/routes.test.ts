import { describe, expect, it } from 'vitest';
import { publicConfig } from '@mhp/contract/routes/app-config';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { startLocalOidcProvider } from '../../test/test-oidc-provider';

describe('GET /api/public-config/', () => {
  it('says no sign-in provider is configured when none is', async () => {
    const { app } = await createTestApp({ config: { oidc: {}, x: undefined } });
    const res = await app.inject({ url: '/api/public-config/' });
    expect(res.statusCode).toBe(200);
    expect(publicConfig.parse(res.json())).toMatchObject({
      environment: 'test',
      socialLogin: { google: null, apple: null, x: false },
    });
  });

  it('exposes the web client ids and issuers of the configured providers, never a secret', async () => {
    const env = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      GOOGLE_CLIENT_ID: 'web-client.apps.googleusercontent.com, ios-client',
      APPLE_CLIENT_ID: 'com.example.web',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      X_CONSUMER_KEY: 'x-consumer-key-public-part',
      X_CONSUMER_SECRET: 'x-consumer-secret-never-shown',
    });
    const { app } = await createTestApp({ config: { oidc: env.oidc, x: env.x } });
    const res = await app.inject({ url: '/api/public-config/' });
    expect(res.statusCode).toBe(200);
    expect(publicConfig.parse(res.json()).socialLogin).toEqual({
      google: {
        clientId: 'web-client.apps.googleusercontent.com',
        issuer: 'https://accounts.google.com',
        authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
      apple: {
        clientId: 'com.example.web',
        issuer: 'https://appleid.apple.com',
        authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
      },
      x: true,
    });
    expect(res.body).not.toContain('x-consumer-secret-never-shown');
    expect(res.body).not.toContain('x-consumer-key-public-part');

    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it("reads another issuer's authorization endpoint from its discovery document", async () => {
    const provider = await startLocalOidcProvider({ clients: [], accounts: [] });
    try {
      const { app } = await createTestApp({
        config: { oidc: { google: { issuer: provider.issuer, clientIds: ['local-web'] } } },
      });
      const res = await app.inject({ url: '/api/public-config/' });
      expect(res.json().socialLogin.google).toEqual({
        clientId: 'local-web',
        issuer: provider.issuer,
        authorizationEndpoint: `${provider.issuer}/auth`,
      });
    } finally {
      await provider.close();
    }
  });

  it('answers without the endpoint, uncached, while the issuer cannot be reached', async () => {
    const { app } = await createTestApp({
      config: { oidc: { google: { issuer: 'http://127.0.0.1:9', clientIds: ['local-web'] } } },
    });
    const res = await app.inject({ url: '/api/public-config/' });
    expect(res.json().socialLogin.google).toEqual({
      clientId: 'local-web',
      issuer: 'http://127.0.0.1:9',
      authorizationEndpoint: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
