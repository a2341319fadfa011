import { describe, expect, it } from 'vitest';
import { abTestRoutes } from './routes/ab-test';
import { chatRoutes } from './routes/chat';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { shopRoutes } from './routes/shop';
import { usersRoutes } from './routes/users';
import { subdivision } from './schemas/country';

/** Behaviour of the request schemas the spec describes. */
describe('query defaults and coercion', () => {
  it('pages chat rooms by 10 and messages by 25 from offset 0', () => {
    expect(chatRoutes.listChatRooms.query.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(chatRoutes.listChatRoomMessages.query.parse({})).toEqual({ limit: 25, offset: 0 });
    expect(chatRoutes.listChatRooms.query.parse({ limit: '20', offset: '10' })).toEqual({
      limit: 20,
      offset: 10,
    });
    expect(chatRoutes.listChatRooms.query.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(chatRoutes.listChatRooms.query.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('defaults the product list paging and sorting', () => {
    expect(shopRoutes.productsList.query.parse({ category: 'briefs', page: '2' })).toEqual({
      category: 'briefs',
      page: 2,
      limit: 12,
      sort: 'featured',
    });
  });
});

describe('bodies', () => {
  it('logs in with a password or a one-time code, not both or neither', () => {
    const login = usersRoutes.login.body;
    expect(login.safeParse({ email: 'a@b.co', password: 'secret' }).success).toBe(true);
    expect(login.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(true);
    expect(login.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(login.safeParse({ email: 'a@b.co', password: 'x', otp: '123456' }).success).toBe(false);
  });

  it('creates a guest cart and a signed-in cart', () => {
    const create = checkoutRoutes.createCheckout.body;
    expect(
      create.safeParse({ id: 'guest-1', lines: [{ variantId: 'v1', quantity: 1 }] }).success,
    ).toBe(true);
    expect(
      create.safeParse({ lines: [{ variantId: 'v1', quantity: 1 }], channel: 'default-channel' })
        .success,
    ).toBe(true);
    expect(create.safeParse({ lines: [] }).success).toBe(false);
    expect(
      create.safeParse({ lines: [{ variantId: 'v1', quantity: 1 }], channel: 'x' }).success,
    ).toBe(false);
  });

  it('takes shipping details from the checkout form fields', () => {
    const body = checkoutRoutes.shippingDetails.body;
    const ok = {
      checkoutId: 'c1',
      email: 'a@b.co',
      country: 'US',
      first_name: 'Jo',
      last_name: 'Doe',
      street_address_1: '1 Main St',
      country_area: 'CA',
      city: 'LA',
      postal_code: '90001',
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(body.safeParse({ ...ok, checkoutId: undefined }).success).toBe(false);
  });

  it('accepts a product detail call with or without a selection', () => {
    const body = shopRoutes.productsDetail.body;
    expect(body.safeParse(undefined).success).toBe(true);
    expect(body.safeParse(null).success).toBe(true);
    expect(body.safeParse({ productId: 'p1', attribute: { Size: ['M'] } }).success).toBe(true);
    expect(body.safeParse({ attribute: { Size: [] } }).success).toBe(false);
  });

  it('records view and movement events', () => {
    const body = abTestRoutes.setAbEvent.body;
    const view = { identifier: 'hero', event_name: 'view', event_value: 1 };
    expect(body.safeParse({ ...view, visitor_id: 'v-12345678' }).success).toBe(true);
    // A view without the visitor cannot be de-duplicated: refused.
    expect(body.safeParse(view).success).toBe(false);
    expect(
      body.safeParse({ event_name: 'goal', goal: 'add_to_cart', visitor_id: 'v-12345678' }).success,
    ).toBe(true);
    expect(body.safeParse({ identifier: 'hero', movement: 'backward' }).success).toBe(true);
    expect(body.safeParse({ identifier: 'hero', movement: 'sideways' }).success).toBe(false);
  });

  it('applies the contact or consult rules by form_type', () => {
    const body = contentRoutes.contactUsForm.body;
    const contact = {
      form_type: 'contact',
      project_type: 'stud',
      first_name: 'Jo',
      last_name: 'Doe',
      email: 'a@b.co',
      message: 'Hi',
    };
    expect(body.safeParse(contact).success).toBe(true);
    expect(body.safeParse({ ...contact, form_type: 'consult' }).success).toBe(false);
    expect(
      body.safeParse({
        ...contact,
        form_type: 'consult',
        project_type: 'varicocele',
        varicocele_grade: 'unknown',
        symptoms: ['none'],
      }).success,
    ).toBe(true);
  });
});

describe('subdivision', () => {
  it('is a single-key object', () => {
    expect(subdivision.safeParse({ CA: 'California' }).success).toBe(true);
    expect(subdivision.safeParse({}).success).toBe(false);
    expect(subdivision.safeParse({ CA: 'California', NY: 'New York' }).success).toBe(false);
  });
});
