import type { Cart } from '@mhp/contract/schemas/cart';

const usd = (amount: number) => ({ amount, currency: 'USD' });

/**
 * A cart as the API answers it (tests): `lines` lines of the same brief, `quantity` units in
 * all (on the first line), at $24 a unit.
 */
export function testCart({
  id = 'chk_1',
  lines = 1,
  quantity = lines,
}: { id?: string; lines?: number; quantity?: number } = {}): Cart {
  return {
    id,
    quantity,
    channel: 'default-channel',
    email: null,
    lines: Array.from({ length: lines }, (_, i) => {
      const units = i === 0 ? quantity - (lines - 1) : 1;
      return {
        id: `line_${i + 1}`,
        variantId: `var_${i + 1}`,
        productId: 'prod_1',
        productSlug: 'classic-brief',
        title: 'M / Black',
        productName: 'Classic Cooling Brief',
        quantity: units,
        unitPrice: usd(24),
        price: usd(24 * units),
        image: null,
        attributes: { Size: 'M', Colour: 'Black' },
      };
    }),
    shippingAddress: null,
    shippingMethod: null,
    shippingMethods: [],
    availablePaymentGateways: [],
    assignGiftCard: null,
    promoCode: null,
    subtotalPrice: usd(24 * quantity),
    shippingPrice: usd(0),
    discount: usd(0),
    totalPrice: usd(24 * quantity),
  };
}
