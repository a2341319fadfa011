import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariant } from '@mhp/contract/schemas/product';
import { lineAttributes } from '@mhp/contract/product-selection';
import { checkAddToCart } from './selection';

const variant = (id: string, quantity: number): ProductVariant => ({
  id,
  name: id,
  sku: null,
  quantity,
  price: 10,
  before_discount_price: 10,
  attributes: [],
  medias: [],
});

const brief = {
  attributes: { Size: ['S', 'M'], Colour: ['Black', 'Sand'] },
  multi_select_attributes: [] as string[],
  variants: [variant('m-black', 4)],
  selected_variant: null as ProductDetail['selected_variant'],
};
const fivePack = {
  attributes: { Size: ['S', 'M'], Colours: ['Black', 'Navy', 'White'] },
  multi_select_attributes: ['Colours'],
  variants: [variant('five-m', 3)],
  selected_variant: null as ProductDetail['selected_variant'],
};

describe('checkAddToCart', () => {
  it('blocks the add until every option is chosen', () => {
    expect(checkAddToCart(brief, { Size: ['M'] })).toEqual({
      ok: false,
      reason: 'missing',
      missing: ['Colour'],
    });
  });

  it('is out of stock with no matching variant or one with quantity 0', () => {
    const full = { Size: ['M'], Colour: ['Sand'] };
    expect(checkAddToCart(brief, full)).toEqual({ ok: false, reason: 'out_of_stock' });
    expect(checkAddToCart({ ...brief, selected_variant: variant('m-sand', 0) }, full)).toEqual({
      ok: false,
      reason: 'out_of_stock',
    });
  });

  it('adds the selected variant, with the multi-select choices on the line', () => {
    const selection = { Size: ['M'], Colours: ['Black', 'Navy'] };
    const product = { ...fivePack, selected_variant: variant('five-m', 3) };
    expect(checkAddToCart(product, selection)).toEqual({ ok: true, variantId: 'five-m' });
    expect(lineAttributes(product, selection)).toEqual({ Colours: ['Black', 'Navy'] });
  });
});
