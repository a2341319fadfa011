import type { Cart, ShippingMethod } from '@mhp/contract/schemas/cart';
import type { PaymentGateway } from '@mhp/contract/schemas/payment';
import { money } from '../shop/money';
import type { PricedCart } from './priced-cart';
import type { ShippingMethodRow } from './shipping';

/**
 * The cart as the contract shows it. Every amount comes from the server's pricing (in cents);
 * nothing a client sent is trusted as money.
 */
export function presentCart(priced: PricedCart, gateways: readonly PaymentGateway[]): Cart {
  const { checkout, totals } = priced;
  const lines = priced.lines.map((l) => l.view);
  const card = priced.giftCard;
  return {
    id: checkout.id,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    channel: checkout.channel,
    email: checkout.email,
    lines,
    shippingAddress: checkout.shippingAddress ?? null,
    shippingMethod: priced.shippingMethod ? presentShippingMethod(priced.shippingMethod) : null,
    shippingMethods: priced.shippingMethods.map(presentShippingMethod),
    availablePaymentGateways: [...gateways],
    assignGiftCard: card
      ? {
          name: `Gift card ••••${lastFour(card.code)}`,
          code: lastFour(card.code),
          balance: money(card.balanceCents - totals.giftCardCents),
        }
      : null,
    promoCode: priced.promo?.code ?? null,
    subtotalPrice: money(totals.subtotalCents),
    shippingPrice: money(totals.shippingCents),
    discount: money(totals.promoDiscountCents + totals.giftCardCents),
    totalPrice: money(totals.totalCents),
  };
}

export function presentShippingMethod(method: ShippingMethodRow): ShippingMethod {
  return {
    id: method.id,
    name: method.name,
    price: money(method.priceCents),
    minimumDeliveryDays: method.minimumDeliveryDays,
    maximumDeliveryDays: method.maximumDeliveryDays,
  };
}

const lastFour = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').slice(-4);
