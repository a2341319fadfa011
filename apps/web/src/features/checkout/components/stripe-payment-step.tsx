import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { FormAlert } from '../../../shared/ui/form/fields';
import { formatMoney } from '../lib/format';
import type { StripeStep } from '../lib/payment-step';
import { loadStripeJs, type StripeLoader } from '../lib/stripe-loader';

const LOAD_FAILED =
  'The secure payment form could not be loaded. Check your connection and try again, or choose another payment method.';
const NOT_COMPLETED = 'Your payment could not be completed. Please try again.';

/**
 * Confirms the PaymentIntent behind `elements`. On success Stripe.js leaves for `returnUrl`
 * (after 3-D Secure if the bank asks for it), so this only ever returns the message of a
 * failure: a decline, an invalid field, a network error.
 */
async function confirmWithStripe(
  stripe: Stripe,
  elements: StripeElements,
  returnUrl: string,
): Promise<string> {
  try {
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    });
    return result.error.message ?? NOT_COMPLETED;
  } catch {
    return NOT_COMPLETED;
  }
}
export const GOOGLE_PAY_UNAVAILABLE =
  'Google Pay is not available in this browser. Go back and choose another payment method.';

type Loaded = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/**
 * The payment step with live Stripe keys: the Payment Element for cards, or the Express
 * Checkout Element limited to Google Pay. Either confirms the PaymentIntent create-payment made
 * (its client secret) with `stripe.confirmPayment`, which leaves for the thank-you page with
 * payment_id; that page verifies and places the order as for every other gateway.
 */
export default function StripePaymentStep({
  step,
  onBack,
  loadStripe = loadStripeJs,
  summary,
}: {
  step: StripeStep;
  onBack: () => void;
  loadStripe?: StripeLoader;
  /** The checkout's order summary, shown beside the step as beside the form. */
  summary?: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const { publishableKey } = step;

  // The form was replaced by this step: take keyboard and screen-reader focus to it.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let live = true;
    loadStripe(publishableKey).then(
      (stripe) => live && setLoaded(stripe ? { kind: 'ready', stripe } : { kind: 'failed' }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadStripe, publishableKey]);

  const title = step.kind === 'stripe-card' ? 'Pay by card' : 'Pay with Google Pay';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="payment-step-title" className="space-y-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="payment-step-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-text focus:outline-none"
          >
            {title}
          </h2>
          <Button variant="ghost" size="sm" onClick={onBack}>
            Change payment method
          </Button>
        </div>
        {loaded.kind === 'loading' && (
          <div className="flex items-center gap-2 text-text-muted" role="status">
            <Spinner /> Loading the secure payment form…
          </div>
        )}
        {loaded.kind === 'failed' && <FormAlert>{LOAD_FAILED}</FormAlert>}
        {loaded.kind === 'ready' &&
          (step.kind === 'stripe-card' ? (
            <CardPayment stripe={loaded.stripe} step={step} />
          ) : (
            <GooglePayment stripe={loaded.stripe} step={step} />
          ))}
      </section>
      {summary}
    </div>
  );
}

/** Stripe's form fields in the site's colours (read from the brand's CSS variables). */
function appearance(): Appearance {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-brand'),
      colorText: token('--color-text'),
      colorDanger: token('--color-danger'),
      borderRadius: '8px',
    },
  };
}

function CardPayment({ stripe, step }: { stripe: Stripe; step: StripeStep }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const node = mountPoint.current;
    if (!node) return;
    const created = stripe.elements({ clientSecret: step.clientSecret, appearance: appearance() });
    const element = created.create('payment', { layout: 'tabs' });
    element.on('ready', () => setReady(true));
    element.mount(node);
    setElements(created);
    return () => element.destroy();
  }, [stripe, step.clientSecret]);

  async function pay() {
    if (!elements || paying) return;
    setPaying(true);
    setError(null);
    setError(await confirmWithStripe(stripe, elements, step.returnUrl));
    setPaying(false);
  }

  return (
    <div className="space-y-5">
      <div ref={mountPoint} data-testid="stripe-payment-element" className="min-h-24" />
      {error && <FormAlert>{error}</FormAlert>}
      <Button
        size="lg"
        className="w-full"
        onClick={pay}
        loading={paying}
        disabled={!ready || !elements}
      >
        {paying ? 'Processing payment…' : `Pay ${formatMoney(step.amount)}`}
      </Button>
      <p className="text-xs text-text-muted">
        Card details go straight to Stripe, our payment provider; they never reach our servers.
      </p>
    </div>
  );
}

function GooglePayment({ stripe, step }: { stripe: Stripe; step: StripeStep }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<boolean | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const node = mountPoint.current;
    if (!node) return;
    const elements = stripe.elements({
      clientSecret: step.clientSecret,
      appearance: appearance(),
    });
    const button = elements.create('expressCheckout', {
      paymentMethods: {
        googlePay: 'always',
        applePay: 'never',
        link: 'never',
        paypal: 'never',
        amazonPay: 'never',
        klarna: 'never',
      },
      buttonType: { googlePay: 'pay' },
    });
    // undefined when no wallet can show in this browser (no Payment Request API, no Google Pay).
    button.on('ready', (event) => setAvailable(Boolean(event.availablePaymentMethods?.googlePay)));
    button.on('confirm', async () => {
      setPaying(true);
      setError(null);
      setError(await confirmWithStripe(stripe, elements, step.returnUrl));
      setPaying(false);
    });
    button.mount(node);
    return () => button.destroy();
  }, [stripe, step.clientSecret, step.returnUrl]);

  return (
    <div className="space-y-4">
      {available === null && (
        <div className="flex items-center gap-2 text-text-muted" role="status">
          <Spinner /> Checking for Google Pay…
        </div>
      )}
      {available === false && <FormAlert tone="info">{GOOGLE_PAY_UNAVAILABLE}</FormAlert>}
      <div
        ref={mountPoint}
        data-testid="stripe-express-checkout"
        hidden={available === false}
        aria-busy={paying}
      />
      {paying && (
        <div className="flex items-center gap-2 text-text-muted" role="status">
          <Spinner /> Processing payment…
        </div>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <p className="text-sm text-text-muted">Total {formatMoney(step.amount)}</p>
    </div>
  );
}
