import { defaultBrandHosts } from '@mhp/contract/brands';
import { describe, expect, it, vi } from 'vitest';
import { loadPublicConfig } from './public-config';

describe('loadPublicConfig', () => {
  it('reads the brand host map served at run time', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        brandHosts: { 'shop.example': 'stud', 'bad.example': 'nope' },
        publicUrl: 'https://menshealth.example/',
        environment: 'production',
      }),
    );

    await expect(loadPublicConfig({ fetch })).resolves.toEqual({
      brandHosts: { 'shop.example': 'stud' },
      publicUrl: 'https://menshealth.example',
    });
    expect(fetch).toHaveBeenCalledWith('/api/public-config/', expect.anything());
  });

  it('reads the configured social sign-in providers', async () => {
    const google = {
      clientId: 'web-client',
      issuer: 'https://accounts.google.com',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        brandHosts: {},
        publicUrl: 'https://menshealth.example',
        environment: 'production',
        socialLogin: { google, apple: { issuer: 'no client id' }, x: true },
      }),
    );

    await expect(loadPublicConfig({ fetch })).resolves.toEqual({
      brandHosts: {},
      publicUrl: 'https://menshealth.example',
      socialLogin: { google, apple: null, x: true },
    });
  });

  it.each([
    ['an error status', async () => new Response('down', { status: 503 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected answer', async () => Response.json({ hosts: [] })],
  ])('falls back to the default hosts on %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>(answer);

    await expect(loadPublicConfig({ fetch })).resolves.toEqual({
      brandHosts: defaultBrandHosts,
      publicUrl: window.location.origin,
    });
  });
});
