import type {
  PaymentGateway as GatewayOption,
  PaymentGatewayId,
} from '@mhp/contract/schemas/payment';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Fetch, PaymentGateway } from './gateway';
import { paypalGateway } from './paypal';
import { sandboxGateway } from './sandbox';
import { stripeGateway } from './stripe';

export interface PaymentGateways {
  /** The gateway of an id, or undefined when it is not available here. */
  get(id: PaymentGatewayId): PaymentGateway | undefined;
  /** What the checkout offers, in display order: card, PayPal, Google Pay. */
  offered(): GatewayOption[];
  /** True when at least one gateway is the local sandbox (its pages are then served). */
  readonly sandbox: boolean;
}

/**
 * Picks each gateway's implementation from the configuration: live with keys; without keys
 * the local sandbox, unless the sandbox is switched off (production default), in which case
 * the gateway is not offered at all.
 */
export function createPaymentGateways(deps: {
  config: Config;
  db: Database;
  fetch?: Fetch;
}): PaymentGateways {
  const { config, db } = deps;
  const fetchImpl: Fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const { secretKey, publishableKey } = config.stripe;
  const { clientId, clientSecret, apiUrl } = config.paypal;
  const sandbox = config.payments.sandbox;

  const stripeBacked = (id: 'stripe' | 'googlepay') =>
    secretKey
      ? stripeGateway({ id, secretKey, publishableKey: publishableKey ?? null, fetch: fetchImpl })
      : sandbox
        ? sandboxGateway(db, id)
        : undefined;
  const gateways: Partial<Record<PaymentGatewayId, PaymentGateway>> = {
    stripe: stripeBacked('stripe'),
    paypal:
      clientId && clientSecret
        ? paypalGateway({ clientId, clientSecret, apiUrl, fetch: fetchImpl })
        : sandbox
          ? sandboxGateway(db, 'paypal')
          : undefined,
    googlepay: stripeBacked('googlepay'),
  };
  const list = (['stripe', 'paypal', 'googlepay'] as const).flatMap((id) => gateways[id] ?? []);
  const offered = list.map((g) => ({ id: g.id, name: g.name }));

  return {
    get: (id) => gateways[id],
    offered: () => offered,
    sandbox: list.some((g) => g.mode === 'sandbox'),
  };
}
