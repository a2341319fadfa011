import type { Cart, CartLine } from '@mhp/contract/schemas/cart';
import { money, toCents } from '../shop/money';
import type { ProductBundle } from '../shop/catalogue-repo';
import { variantMedia, variantName } from '../shop/product-presenter';
import type { CheckoutLineRow, CheckoutRow } from './cart-repo';

/** A cart line with the catalogue rows it is shown with. */
export interface LineView {
  line: CheckoutLineRow;
  bundle: ProductBundle;
}

/**
 * The cart as the contract shows it. Every amount is computed here from the variants' current
 * prices, in cents; nothing a client sent is trusted as money.
 */
export function presentCart(checkout: CheckoutRow, views: readonly LineView[]): Cart {
  const priced = views.flatMap(presentLine);
  const lines = priced.map((p) => p.line);
  const subtotal = priced.reduce((sum, p) => sum + p.cents, 0);
  return {
    id: checkout.id,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    channel: checkout.channel,
    email: checkout.email,
    lines,
    // Addresses, shipping, payment gateways, vouchers and promo codes belong to the checkout
    // issue; until then a cart has none and its total is its subtotal.
    shippingAddress: null,
    shippingMethod: null,
    shippingMethods: [],
    availablePaymentGateways: [],
    assignGiftCard: null,
    promoCode: null,
    subtotalPrice: money(subtotal),
    shippingPrice: money(0),
    discount: money(0),
    totalPrice: money(subtotal),
  };
}

function presentLine({ line, bundle }: LineView): { line: CartLine; cents: number }[] {
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
  return [{ line: cartLine, cents }];
}
