import { useState } from 'react';
import { paymentGatewayIds } from '@mhp/contract/constants';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { Order } from '@mhp/contract/schemas/order';
import { ButtonLink } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { FormAlert } from '../../../shared/ui/form/fields';
import { query, useApiQuery } from '../../../shared/api/use-api-query';
import { forgetCart, storedCheckoutId } from '../../../shared/stores/stored-cart';
import { apiMessage, verifyPayment } from '../api/checkout-api';
import { lastOrderCheckoutId, rememberLastOrder } from '../lib/last-order';
import { OrderDetails } from './order-details';
import { sendAbGoal } from '../../../shared/lib/ab-goal';
import { useDeviceValue } from '../../../shared/hooks/use-hydrated';

type State =
  { kind: 'verifying' } | { kind: 'placed'; order: Order } | { kind: 'failed'; message: string };

const NOT_CONFIRMED = 'Your payment has not been confirmed.';

/**
 * The cart a payment belongs to: once its order was placed (the cart is then forgotten) the
 * one remembered for this payment, so a reload shows the order again; else the stored cart.
 */
function checkoutIdOf(gateway: PaymentGatewayId | undefined, paymentId: string | null) {
  const remembered = gateway && paymentId ? lastOrderCheckoutId(gateway, paymentId) : null;
  return { checkoutId: remembered ?? storedCheckoutId(), replay: remembered !== null };
}

/** Verifies the payment the gateway came back with, then shows the order (spec 4). */
export function ThankYouPage({
  gateway,
  paymentId,
  shopHref,
  checkoutHref,
}: {
  gateway: string | undefined;
  paymentId: string | null;
  shopHref: string;
  checkoutHref: string;
}) {
  const known = paymentGatewayIds.find((id) => id === gateway) as PaymentGatewayId | undefined;
  // Whether this device holds the payment's cart: its storage's to say, so unknown (null) on
  // the server and while a server-rendered page hydrates, which show the payment confirming.
  const onDevice = useDeviceValue(
    () => known !== undefined && paymentId !== null && !!checkoutIdOf(known, paymentId).checkoutId,
    known !== undefined && paymentId !== null ? null : false,
  );
  // Decided once: placing the order forgets the cart, which must not make it unfindable.
  const [findable, setFindable] = useState<boolean | null>(null);
  if (findable === null && onDevice !== null) setFindable(onDevice);
  // verify-payment is idempotent: on a reload it answers the order it placed the first time.
  const verification = useApiQuery(
    findable && known && paymentId
      ? query(`verifyPayment ${known} ${paymentId}`, async () => {
          const { checkoutId, replay } = checkoutIdOf(known, paymentId);
          if (!checkoutId) return null;
          const answer = await verifyPayment(checkoutId, known, paymentId);
          if (!answer.success || !answer.order) return null;
          rememberLastOrder({ checkoutId, gateway: known, paymentId });
          // The first visit forgets the ordered cart; a replay leaves any newer cart alone.
          if (!replay) {
            forgetCart();
            sendAbGoal('checkout_completed');
          }
          return answer.order;
        })
      : null,
  );
  const state: State =
    findable === null
      ? { kind: 'verifying' }
      : !findable
        ? { kind: 'failed', message: 'We could not find a payment to confirm.' }
        : verification.status === 'pending'
          ? { kind: 'verifying' }
          : verification.status === 'error'
            ? { kind: 'failed', message: apiMessage(verification.error) }
            : verification.data
              ? { kind: 'placed', order: verification.data }
              : { kind: 'failed', message: NOT_CONFIRMED };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {state.kind === 'verifying' && (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-text">Confirming your payment</h1>
          <div className="mt-6 flex items-center gap-2 text-text-muted" role="status">
            <Spinner /> One moment…
          </div>
        </>
      )}
      {state.kind === 'placed' && (
        <div className="space-y-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-text">
              Thank you for your order
            </h1>
            <p className="mt-2 text-lg text-text-muted" role="status">
              Order #{state.order.number} is confirmed. We sent the details to {state.order.email}.
            </p>
          </div>
          <OrderDetails order={state.order} />
          <ButtonLink to={shopHref} variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      )}
      {state.kind === 'failed' && (
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight text-text">Payment not completed</h1>
          <FormAlert>{state.message}</FormAlert>
          <p className="text-text-muted">Your cart is unchanged. You can try again.</p>
          <ButtonLink to={checkoutHref}>Back to checkout</ButtonLink>
        </div>
      )}
    </div>
  );
}
