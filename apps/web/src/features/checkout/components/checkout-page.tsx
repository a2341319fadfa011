import { useMemo, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { FormEvent, ReactNode } from 'react';
import { Link } from '../../../shared/ui/link';
import type { Cart, ShippingMethod } from '@mhp/contract/schemas/cart';
import type { CountryOption } from '@mhp/contract/schemas/country';
import { DEFAULT_COUNTRY_CODES } from '@mhp/contract/constants';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import { storage } from '../../../shared/lib/storage';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import {
  apiMessage,
  countriesQuery,
  shippingMethodsQuery,
  subdivisionsQuery,
} from '../api/checkout-api';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { formatMoney } from '../lib/format';
import type { StripeStep } from '../lib/payment-step';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_RENAMES,
  type CheckoutField as Field,
  type CheckoutValues as Values,
} from '../lib/checkout-fields';
import type { StripeLoader } from '../lib/stripe-loader';
import { useStoredCart } from '../api/use-stored-cart';
import { CartStatus } from './cart-status';

// The summary's line list arrives just after the form, keeping the route's first load within
// the bundle budget (docs/decisions/008). It is asked for as soon as this page's code runs:
// it then comes before the stored cart it lists (which the browser asks for after the page
// has started), so the summary is drawn once, lines included, and nothing below it moves.
const OrderSummaryLines = lazyPart(() => import('./order-summary-lines'));
void OrderSummaryLines.preload();
// Stripe Elements (and Stripe's loader) only when create-payment answers a client secret.
const StripePaymentStep = lazyPart(() => import('./stripe-payment-step'));

/** Offered first in the country list (spec 7). */
/** Listed first in the country picker (spec section 9). */
const FIRST_COUNTRIES: readonly string[] = DEFAULT_COUNTRY_CODES;
const NO_COUNTRIES: CountryOption[] = [];
const NO_AREAS: [string, string][] = [];
const NO_METHODS: ShippingMethod[] = [];

const GATEWAY_HINTS: Record<PaymentGatewayId, string> = {
  stripe: 'Visa, Mastercard, American Express',
  paypal: 'Pay with your PayPal account',
  googlepay: 'Pay with a card saved in Google Pay',
};

interface StoredUser {
  user_data?: {
    email?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    phone_number?: string | null;
  };
}

function initialValues(cart: Cart): Values {
  const user = (storage.get('user') as StoredUser | null)?.user_data ?? {};
  const address = cart.shippingAddress;
  return {
    email: cart.email ?? user.email ?? '',
    first_name: address?.first_name ?? user.first_name ?? '',
    last_name: address?.last_name ?? user.last_name ?? '',
    phone: address?.phone ?? user.phone_number ?? '',
    street_address_1: address?.street_address_1 ?? '',
    street_address_2: address?.street_address_2 ?? '',
    country: address?.country ?? 'US',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    country_area: address?.country_area ?? '',
    shipment_type: cart.shippingMethod?.id ?? '',
    payment_gateway: cart.availablePaymentGateways[0]?.id ?? 'stripe',
  };
}

export function CheckoutPage({
  shopHref,
  cartHref,
  thankYouHref,
  loadStripe,
  trust,
}: {
  shopHref: string;
  cartHref: string;
  thankYouHref: (gateway: PaymentGatewayId) => string;
  /** Stripe.js for the payment step; tests pass a fake (default: Stripe's loader). */
  loadStripe?: StripeLoader;
  /** A reassurance block under the order summary (the route's A/B-tested trust block). */
  trust?: ReactNode;
}) {
  const [state, setCart] = useStoredCart();
  if (state.kind === 'loading' || state.kind === 'empty') {
    return (
      <Frame>
        <CartStatus loading={state.kind === 'loading'} shopHref={shopHref} />
      </Frame>
    );
  }
  if (state.kind === 'error') {
    return (
      <Frame>
        <FormAlert>{state.message}</FormAlert>
      </Frame>
    );
  }
  return (
    <Frame>
      <CheckoutForm
        cart={state.cart}
        onCart={setCart}
        cartHref={cartHref}
        thankYouHref={thankYouHref}
        loadStripe={loadStripe}
        trust={trust}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  // At least a screen tall in every state (as PageLoading): the footer starts below the fold,
  // so the stored cart, which only the browser can load (ADR 020), arrives without moving it.
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-text">Checkout</h1>
      {children}
    </div>
  );
}

function CheckoutForm({
  cart,
  onCart,
  cartHref,
  thankYouHref,
  loadStripe,
  trust,
}: {
  cart: Cart;
  onCart: (cart: Cart) => void;
  cartHref: string;
  thankYouHref: (gateway: PaymentGatewayId) => string;
  loadStripe?: StripeLoader;
  trust?: ReactNode;
}) {
  const [edited, setValues] = useState<Values>(() => initialValues(cart));
  // Set while the shopper confirms with Stripe.js on this page (live Stripe keys).
  const [stripeStep, setStripeStep] = useState<StripeStep | null>(null);
  const { busy, errors, message, run, setErrors, setMessage, clearError } = useSubmit(
    CHECKOUT_FIELDS,
    { rename: CHECKOUT_RENAMES, describe: apiMessage },
  );
  // Set once the browser is sent to the payment page: the button stays busy until it leaves.
  const [leaving, setLeaving] = useState(false);
  // A list that failed to load shows as empty; one still loading is null.
  const countryList = useApiQuery(countriesQuery());
  const countries =
    countryList.status === 'pending' ? NO_COUNTRIES : (countryList.data ?? NO_COUNTRIES);
  const country = edited.country;
  const areaList = useApiQuery(country ? subdivisionsQuery(country) : null);
  const areas = !country || areaList.status === 'pending' ? null : (areaList.data ?? NO_AREAS);
  const methodList = useApiQuery(country ? shippingMethodsQuery(country) : null);
  const methods =
    !country || methodList.status === 'pending' ? null : (methodList.data ?? NO_METHODS);

  // A shipping method the country's list does not offer is no longer chosen.
  const values =
    methods && edited.shipment_type && !methods.some((m) => m.id === edited.shipment_type)
      ? { ...edited, shipment_type: '' }
      : edited;

  const sortedCountries = useMemo(() => {
    const first = FIRST_COUNTRIES.flatMap((code) => countries.filter((c) => c.code === code));
    return { first, rest: countries.filter((c) => !FIRST_COUNTRIES.includes(c.code)) };
  }, [countries]);

  function set(field: Field, value: string) {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'country' ? { country_area: '' } : {}),
    }));
    clearError(field);
  }

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A chunk that cannot be fetched (offline, a new deploy) fails like a call: the form stays
    // with "Something went wrong".
    const result = await run(async () => {
      const { submitCheckout } = await import('../lib/submit-checkout');
      return submitCheckout({
        cartId: cart.id,
        values,
        thankYouHref,
        onCart: onCartQuiet,
        origin: window.location.origin,
        cancelUrl: window.location.href,
      });
    });
    if (!result.ok) return;
    const outcome = result.value;
    if (outcome.kind === 'redirect') {
      setLeaving(true);
      return window.location.assign(outcome.url);
    }
    if (outcome.kind === 'stripe') return setStripeStep(outcome.step);
    if (outcome.kind === 'unavailable') return setMessage(outcome.message);
    setErrors(outcome.errors);
    if (outcome.first) document.querySelector<HTMLElement>(`[name="${outcome.first}"]`)?.focus();
  }

  // Keep the summary in step without re-rendering the form from scratch.
  function onCartQuiet(next: Cart) {
    if (next.lines.length) onCart(next);
  }

  const summary = (
    <>
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-semibold text-text">Order summary</h2>
        <Link to={cartHref} className="text-sm font-semibold text-brand underline">
          Edit cart
        </Link>
      </div>
      <LazyBoundary fallback={<Spinner label="Loading your items" />}>
        <OrderSummaryLines cart={cart} />
      </LazyBoundary>
      {trust}
    </>
  );
  const asideClass =
    'h-fit space-y-5 rounded-xl border border-border bg-surface p-5 lg:sticky lg:top-24';

  if (stripeStep) {
    return (
      <LazyBoundary fallback={<Spinner label="Loading the secure payment form" />}>
        <StripePaymentStep
          step={stripeStep}
          onBack={() => setStripeStep(null)}
          loadStripe={loadStripe}
          summary={
            <aside aria-label="Order summary" className={asideClass}>
              {summary}
            </aside>
          }
        />
      </LazyBoundary>
    );
  }

  const gateways = cart.availablePaymentGateways;
  return (
    <form onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-8">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-text">Contact</legend>
          <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-text">Shipping address</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
            <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
          </div>
          <TextField
            label="Street address"
            autoComplete="address-line1"
            {...bind('street_address_1')}
          />
          <TextField
            label="Apartment, suite, etc. (optional)"
            autoComplete="address-line2"
            {...bind('street_address_2')}
          />
          <SelectField label="Country" autoComplete="country" {...bind('country')}>
            {countries.length === 0 && <option value={values.country}>{values.country}</option>}
            {sortedCountries.first.map((c) => (
              <option key={c.code} value={c.code}>
                {c.country}
              </option>
            ))}
            {sortedCountries.first.length > 0 && <option disabled>──────────</option>}
            {sortedCountries.rest.map((c) => (
              <option key={c.code} value={c.code}>
                {c.country}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="City" autoComplete="address-level2" {...bind('city')} />
            {areas && areas.length > 0 ? (
              <SelectField
                label="State / province"
                autoComplete="address-level1"
                {...bind('country_area')}
              >
                <option value="">Select…</option>
                {areas.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                label="State / province"
                autoComplete="address-level1"
                {...bind('country_area')}
              />
            )}
            <TextField label="Postal code" autoComplete="postal-code" {...bind('postal_code')} />
          </div>
        </fieldset>
        <fieldset aria-describedby={errors.shipment_type ? 'shipment-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold text-text">Shipping method</legend>
          {methods === null ? (
            <p className="text-text-muted">Loading shipping methods…</p>
          ) : methods.length === 0 ? (
            <p className="text-text-muted">We do not ship to this country yet.</p>
          ) : (
            <div className="space-y-2">
              {methods.map((method) => (
                <Choice
                  key={method.id}
                  name="shipment_type"
                  value={method.id}
                  checked={values.shipment_type === method.id}
                  onChange={() => set('shipment_type', method.id)}
                  title={method.name}
                  detail={deliveryDays(method)}
                  price={method.price.amount > 0 ? formatMoney(method.price) : 'Free'}
                />
              ))}
            </div>
          )}
          {errors.shipment_type && (
            <p id="shipment-error" className="mt-2 text-sm font-medium text-danger">
              {errors.shipment_type}
            </p>
          )}
        </fieldset>
        <fieldset aria-describedby={errors.payment_gateway ? 'payment-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold text-text">Payment method</legend>
          <div className="space-y-2">
            {gateways.map((gateway) => (
              <Choice
                key={gateway.id}
                name="payment_gateway"
                value={gateway.id}
                checked={values.payment_gateway === gateway.id}
                onChange={() => set('payment_gateway', gateway.id)}
                title={gateway.name}
                detail={GATEWAY_HINTS[gateway.id]}
              />
            ))}
          </div>
          {errors.payment_gateway && (
            <p id="payment-error" className="mt-2 text-sm font-medium text-danger">
              {errors.payment_gateway}
            </p>
          )}
        </fieldset>
      </div>
      <aside aria-label="Order summary" className={asideClass}>
        {summary}
        {message && <FormAlert>{message}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" loading={busy || leaving}>
          Pay {formatMoney(cart.totalPrice)}
        </Button>
        <p className="text-xs text-text-muted">
          You confirm the payment in the next step. Payments are processed securely.
        </p>
      </aside>
    </form>
  );
}

function deliveryDays(method: ShippingMethod): string | undefined {
  const { minimumDeliveryDays: min, maximumDeliveryDays: max } = method;
  if (min === null && max === null) return undefined;
  if (min !== null && max !== null && min !== max) return `${min}–${max} business days`;
  return `${max ?? min} business days`;
}

function Choice({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
  price,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail?: string;
  price?: string;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 ${
        checked ? 'border-brand bg-brand-soft' : 'border-border bg-surface'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand"
      />
      <span className="flex-1">
        <span className="block font-semibold text-text">{title}</span>
        {detail && <span className="block text-sm text-text-muted">{detail}</span>}
      </span>
      {price && <span className="font-semibold text-text">{price}</span>}
    </label>
  );
}
