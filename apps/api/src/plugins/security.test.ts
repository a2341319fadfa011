import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import {
  apiSecurityHeaderOptions,
  computeSecurityHeaders,
  securityHeaderOptions,
} from './security';
import { pageBootCspSource } from '@mhp/contract/page-boot';

const PAGE_BOOT_CSP_SOURCE = pageBootCspSource();

/** The sources of one CSP directive, e.g. sourcesOf(csp, 'script-src'). */
function sourcesOf(csp: string, directive: string): string[] {
  const part = csp
    .split(';')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${directive} `));
  return part ? part.split(/\s+/).slice(1) : [];
}

const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

describe('CSP and Stripe keys', async () => {
  const keyless = await createTestApp();
  const withKeys = await createTestApp({
    config: {
      stripe: { secretKey: 'sk_test_csp', publishableKey: 'pk_test_csp' },
    },
  });

  it('allows what Stripe.js needs when Stripe keys are configured', async () => {
    const res = await withKeys.app.inject({ method: 'GET', url: '/checkout' });
    const csp = String(res.headers['content-security-policy']);
    for (const [directive, sources] of Object.entries(STRIPE_SOURCES)) {
      expect(sourcesOf(csp, directive)).toEqual(expect.arrayContaining(["'self'", ...sources]));
    }
    // Nothing else third-party: no wildcards beyond Stripe's, no inline script but the
    // server-rendered pages' boot script, by its hash.
    expect(sourcesOf(csp, 'script-src')).toEqual([
      "'self'",
      PAGE_BOOT_CSP_SOURCE,
      ...STRIPE_SOURCES['script-src'],
    ]);
    expect(sourcesOf(csp, 'default-src')).toEqual(["'self'"]);
    // Google Pay's web sheet is a popup that must keep its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('allows no Stripe host in the default keyless (sandbox) mode', async () => {
    const res = await keyless.app.inject({ method: 'GET', url: '/checkout' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('stripe.com');
    expect(sourcesOf(csp, 'script-src')).toEqual(["'self'", PAGE_BOOT_CSP_SOURCE]);
    expect(sourcesOf(csp, 'connect-src')).toEqual(["'self'"]);
    expect(sourcesOf(csp, 'frame-src')).toEqual([]);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('is computed once with the same result for production', () => {
    const headers = computeSecurityHeaders(securityHeaderOptions(true, { stripe: true }));
    const csp = headers['content-security-policy'] ?? '';
    expect(sourcesOf(csp, 'frame-src')).toEqual(["'self'", ...STRIPE_SOURCES['frame-src']]);
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('headers of API answers', async () => {
  const { app } = await createTestApp();

  it('sends JSON answers the API policy: nothing loads, nothing frames, sniffs or reads them cross-origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only headers stay on pages.
    expect(res.headers).not.toHaveProperty('x-frame-options');
    expect(res.headers).not.toHaveProperty('cross-origin-opener-policy');
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('sends the same policy with errors, and HSTS in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(computeSecurityHeaders(apiSecurityHeaderOptions(true))).toHaveProperty(
      'strict-transport-security',
    );
  });

  it('keeps the page policy for pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
