import { SHIPPING_CLAIMS } from '@mhp/contract/constants';
import type { promoCodes, shippingMethods } from '../schema';

const { usCanada, worldwide } = SHIPPING_CLAIMS;

/** The shipping promise of the shop's copy (spec 9): free in 3–5 days to the US and Canada. */
export const shippingMethodSeeds: (typeof shippingMethods.$inferInsert)[] = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    priceCents: 0,
    minimumDeliveryDays: usCanada.minBusinessDays,
    maximumDeliveryDays: usCanada.maxBusinessDays,
    countries: [...usCanada.countries],
    position: 1,
  },
  {
    id: 'express',
    name: 'Express Shipping',
    priceCents: 1495,
    minimumDeliveryDays: 1,
    maximumDeliveryDays: 2,
    countries: [...usCanada.countries],
    position: 2,
  },
  {
    id: 'international',
    name: 'International Shipping',
    priceCents: 1995,
    minimumDeliveryDays: worldwide.minBusinessDays,
    maximumDeliveryDays: worldwide.maxBusinessDays,
    countries: null,
    excludedCountries: [...usCanada.countries],
    position: 3,
  },
];

/** Demo promo codes: one of each rule the checkout knows. */
export const promoCodeSeeds: (typeof promoCodes.$inferInsert)[] = [
  {
    code: 'WELCOME10',
    kind: 'percentage',
    value: 10,
    minimumSpendCents: 3000,
    oncePerCustomer: true,
    description: '10% off a first order of $30 or more',
  },
  {
    code: 'SAVE5',
    kind: 'fixed',
    value: 500,
    description: '$5 off any order',
  },
  {
    code: 'FIRST50',
    kind: 'percentage',
    value: 20,
    usageLimit: 50,
    description: '20% off for the first 50 orders',
  },
  {
    code: 'SPRING2024',
    kind: 'percentage',
    value: 15,
    expiresAt: new Date('2024-06-01T00:00:00Z'),
    description: 'Expired spring campaign (shows the expired-code message)',
  },
];
