import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { buildBrief, buildProduct, buildReview, buildVariant } from '../../test/test-catalogue';

describe('POST /api/ecom/products-detail/{productId}', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { product, variants } = await buildBrief(db, {
    sizes: ['S', 'M', 'L'],
    colours: ['Black', 'Navy'],
    price: '24.00',
    priceBeforeDiscount: '30.00',
    stock: { 'L/Navy': 0 },
  });
  await buildReview(db, product, {
    reviewStars: 5,
    title: 'Great',
    createdAt: new Date('2025-01-01'),
  });
  await buildReview(db, product, {
    reviewStars: 4,
    title: null,
    createdAt: new Date('2025-02-01'),
  });
  await buildReview(db, product, { reviewStars: 4, createdAt: new Date('2025-03-01') });

  const detail = (id: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/ecom/products-detail/${id}`, payload });
  const select = (attribute: Record<string, string[]>) =>
    detail(product.id, { productId: product.id, attribute });

  it('answers the product without a body: options, variants, pictures, reviews and rating', async () => {
    const res = await detail(product.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: product.id,
      slug: product.slug,
      name: product.name,
      description: 'A test product.',
      minium_variant_price: 24,
      minimum_variant_before_discount_price: 30,
      discount_percentage: 20,
      attributes: { Size: ['S', 'M', 'L'], Colour: ['Black', 'Navy'] },
      multi_select_attributes: [],
      selected_attributes: {},
      selected_variant: null,
      rating: { average: 4.3, count: 3 },
    });
    expect(body.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Black front',
      'Black back',
      'Navy front',
      'Navy back',
      'detail',
    ]);
    expect(body.variants).toHaveLength(6);
    // Every size of a colour shows that colour's pictures (stored on its size-M variant).
    const blackS = body.variants.find((v: { id: string }) => v.id === variants['S/Black']!.id);
    expect(blackS).toMatchObject({
      name: 'S / Black',
      quantity: 10,
      price: 24,
      before_discount_price: 30,
      attributes: [
        { name: 'Size', value: 'S' },
        { name: 'Colour', value: 'Black' },
      ],
    });
    // A variant's pictures are its colour's; their alt text is on the product's images.
    const blackUrls = blackS.medias.map((m: { url: string }) => m.url);
    expect(
      blackUrls.map((url: string) => body.images.find((i: { url: string }) => i.url === url)?.alt),
    ).toEqual(['Black front', 'Black back']);
    expect(body.reviews.map((r: { review_stars: number }) => r.review_stars)).toEqual([4, 4, 5]);
    expect(body.reviews[1]).not.toHaveProperty('title');
    expect(body.reviews[2]).toMatchObject({
      title: 'Great',
      is_verified: true,
      full_name: 'Alex P.',
    });
  });

  it('finds the product by slug, and with an empty body or one without attribute', async () => {
    const bySlug = await detail(product.slug);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().id).toBe(product.id);
    expect((await detail(product.id, {})).json().selected_attributes).toEqual({});
    expect((await detail(product.id, { productId: product.id })).statusCode).toBe(200);
  });

  it('answers 404 in JSON for an unknown or unpublished product', async () => {
    const missing = await detail('no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'not_found' });

    const hidden = await buildProduct(db, { isPublished: false });
    await buildVariant(db, hidden);
    expect((await detail(hidden.id)).statusCode).toBe(404);
  });

  it('refreshes for a full selection: the matching variant, its price, stock and pictures', async () => {
    const res = await select({ Colour: ['Navy'], Size: ['M'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Returned in the product's option order, whatever order the client sent.
    expect(Object.keys(body.selected_attributes)).toEqual(['Size', 'Colour']);
    expect(body.selected_attributes).toEqual({ Size: ['M'], Colour: ['Navy'] });
    expect(body.selected_variant).toMatchObject({
      id: variants['M/Navy']!.id,
      quantity: 10,
      price: 24,
    });
    expect(body.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Navy front',
      'Navy back',
      'detail',
    ]);
    expect(body.thumbnail.alt).toBe('Navy front');
  });

  it('narrows pictures on a partial selection without choosing a variant', async () => {
    const body = (await select({ Colour: ['Black'] })).json();
    expect(body.selected_variant).toBeNull();
    expect(body.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Black front',
      'Black back',
      'detail',
    ]);
  });

  it('shows an out-of-stock variant with quantity 0', async () => {
    const body = (await select({ Size: ['L'], Colour: ['Navy'] })).json();
    expect(body.selected_variant).toMatchObject({ id: variants['L/Navy']!.id, quantity: 0 });
  });

  it('answers selected_variant null when no variant has the combination', async () => {
    const sparse = await buildProduct(db, {
      attributes: { Size: ['S', 'M'], Colour: ['Red', 'Blue'] },
    });
    await buildVariant(db, sparse, { attributes: { Size: 'S', Colour: 'Red' }, price: '10.00' });
    await buildVariant(db, sparse, { attributes: { Size: 'M', Colour: 'Blue' }, price: '12.00' });
    const res = await detail(sparse.id, { attribute: { Size: ['S'], Colour: ['Blue'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().selected_variant).toBeNull();
    expect(res.json().minium_variant_price).toBe(10);
  });

  it('answers 400 naming an attribute or value that does not exist', async () => {
    const res = await select({ Flavour: ['Mint'], Size: ['XXL'], Colour: ['Navy'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error' });
    expect(res.json().fields).toEqual({
      'attribute.Flavour': ['This product has no option "Flavour".'],
      'attribute.Size': ['"XXL" is not an option of Size.'],
    });
  });

  it('answers 400 for two values of a single-select option or a different productId', async () => {
    const twoSizes = await select({ Size: ['S', 'M'] });
    expect(twoSizes.statusCode).toBe(400);
    expect(twoSizes.json().fields).toEqual({ 'attribute.Size': ['Choose one Size.'] });

    const other = await detail(product.id, { productId: 'another', attribute: { Size: ['S'] } });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().fields)).toEqual(['productId']);

    const empty = await select({ Size: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['attribute.Size']);
  });

  it('chooses the variant by the single-select options when others are multi-select', async () => {
    const pack = await buildProduct(db, {
      attributes: { Size: ['S', 'M'], Colours: ['Black', 'Navy', 'White'] },
      multiSelectAttributes: ['Colours'],
    });
    const m = await buildVariant(db, pack, { attributes: { Size: 'M' }, price: '95.00' });
    const res = await detail(pack.id, { attribute: { Colours: ['White', 'Black'], Size: ['M'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().selected_attributes).toEqual({ Size: ['M'], Colours: ['Black', 'White'] });
    expect(res.json().selected_variant.id).toBe(m.id);
  });

  it('answers the same bytes and ETag for the same selection in any order', async () => {
    const a = await select({ Size: ['S'], Colour: ['Black'] });
    const b = await select({ Colour: ['Black'], Size: ['S'] });
    expect(b.headers.etag).toBe(a.headers.etag);
    const notModified = await app.inject({
      method: 'POST',
      url: `/api/ecom/products-detail/${product.id}`,
      payload: { attribute: { Size: ['S'], Colour: ['Black'] } },
      headers: { 'if-none-match': a.headers.etag as string },
    });
    // The body without productId is another cache entry, but the same bytes.
    expect(notModified.statusCode).toBe(304);
  });
});
