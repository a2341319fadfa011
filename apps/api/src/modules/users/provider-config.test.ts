import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('social sign-in configuration', () => {
  it('is off until client ids or X credentials are given', () => {
    const config = loadConfig({});
    expect(config.oidc).toEqual({});
    expect(config.x).toBeUndefined();
  });

  it('reads Google and Apple client ids as lists, with the public issuers by default', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com, ios.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_ISSUER: 'https://appleid.apple.com/',
    });
    expect(config.oidc).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientIds: ['web.apps.googleusercontent.com', 'ios.apps.googleusercontent.com'],
      },
      apple: { issuer: 'https://appleid.apple.com', clientIds: ['com.example.web'] },
    });
  });

  it('configures X with both credentials and names the missing one', () => {
    const config = loadConfig({
      X_CONSUMER_KEY: 'key',
      X_CONSUMER_SECRET: 'secret',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(config.x).toEqual({
      consumerKey: 'key',
      consumerSecret: 'secret',
      apiUrl: 'https://api.twitter.com',
      callbackUrl: 'https://shop.example.com/login',
    });
    expect(() => loadConfig({ X_CONSUMER_KEY: 'key' })).toThrow(ConfigError);
    try {
      loadConfig({ X_CONSUMER_KEY: 'key' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/X_CONSUMER_SECRET/);
    }
  });
});
