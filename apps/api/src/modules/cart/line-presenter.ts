import type { CartLine } from '@mhp/contract/schemas/cart';
import type { ProductBundle } from '../shop/catalogue-repo';
import { money, toCents } from '../shop/money';
import { variantMedia, variantName } from '../shop/product-presenter';
import type { CheckoutLineRow } from './cart-repo';

/** A cart line with the catalogue rows it is shown with. */
export interface LineView {
  line: CheckoutLineRow;
  bundle: ProductBundle;
}

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
