import type { Stripe } from '@stripe/stripe-js';

/** Gives the Stripe.js instance of a publishable key (null when Stripe.js could not start). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Stripe's official loader, fetched only when a payment step needs it: the checkout route's
 * first visit stays inside its bundle budget and keyless (sandbox) runs never contact Stripe.
 */
export const loadStripeJs: StripeLoader = (publishableKey) =>
  import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
