import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createPaymentGateways } from './gateways';

const db = {} as Database;
const gatewaysFor = (env: NodeJS.ProcessEnv) =>
  createPaymentGateways({ config: loadConfig(env), db });

describe('payment gateway selection', () => {
  it('uses the sandbox for every gateway without keys outside production', () => {
    const gateways = gatewaysFor({ NODE_ENV: 'development' });
    expect(gateways.offered().map((g) => g.id)).toEqual(['stripe', 'paypal', 'googlepay']);
    expect(gateways.get('stripe')?.mode).toBe('sandbox');
    expect(gateways.sandbox).toBe(true);
  });

  it('offers nothing without keys in production unless the sandbox is asked for', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
    };
    expect(gatewaysFor(production).offered()).toEqual([]);
    expect(gatewaysFor(production).sandbox).toBe(false);
    expect(gatewaysFor({ ...production, PAYMENTS_SANDBOX: 'true' }).offered()).toHaveLength(3);
  });

  it('goes live per gateway with its keys', () => {
    const gateways = gatewaysFor({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(gateways.get('stripe')).toMatchObject({ mode: 'live', publishableKey: 'pk_test_1' });
    expect(gateways.get('googlepay')?.mode).toBe('live');
    expect(gateways.get('paypal')?.mode).toBe('sandbox');
  });

  it('refuses to start with half a gateway’s keys, naming the missing one', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    let problems: string[] = [];
    try {
      loadConfig({ PAYPAL_CLIENT_ID: 'id' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'PAYPAL_CLIENT_SECRET: PayPal payments need both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    ]);
  });
});
