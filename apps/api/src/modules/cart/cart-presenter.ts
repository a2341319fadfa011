import type { Cart, CartLine, ShippingMethod } from '@mhp/contract/schemas/cart';
import type { PaymentGateway } from '@mhp/contract/schemas/payment';
import { money, toCents } from '../shop/money';
import type { ProductBundle } from '../shop/catalogue-repo';
import { variantMedia, variantName } from '../shop/product-presenter';
import type { CheckoutLineRow } from './cart-repo';
import type { PricedCart } from './priced-cart';
import type { ShippingMethodRow } from './shipping';

/** A cart line with the catalogue rows it is shown with. */
export interface LineView {
  line: CheckoutLineRow;
  bundle: ProductBundle;
}

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

/** One line priced at the variant's current price; none when the variant is gone. */
export function presentLine({
  line,
  bundle,
}: LineView): { line: CartLine; unitCents: number; cents: number; stock: number }[] {
  const variant = bundle.variants.find((v) => v.id === line.variantId);
  if (!variant) return [];
  const { product } = bundle;
  const unit = toCents(variant.price);
  // The variant's own picture first (e.g. its colour), else the product's first.
  const image = variantMedia(bundle).get(variant.id)?.[0] ?? bundle.media[0];
  const attributes: Record<string, string> = { ...variant.attributes };
  for (const [name, values] of Object.entries(line.options)) attributes[name] = values.join(', ');
  const cents = unit * line.quantity;
  const cartLine: CartLine = {
    id: line.id,
    variantId: variant.id,
    productId: product.id,
    productSlug: product.slug,
    title: variantName(product, variant),
    productName: product.name,
    quantity: line.quantity,
    unitPrice: money(unit),
    price: money(cents),
    image: image?.thumbnailUrl ?? null,
    attributes,
  };
  return [{ line: cartLine, unitCents: unit, cents, stock: variant.quantity }];
}
