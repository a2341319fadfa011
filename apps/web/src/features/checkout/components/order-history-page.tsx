import { useEffect, useState } from 'react';
import type { Order } from '@mhp/contract/schemas/order';
import { ButtonLink } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { FormAlert } from '../../account/components/fields';
import { apiMessage, fetchOrders } from '../api/checkout-api';
import { OrderDetails } from './order-details';

type State =
  { kind: 'loading' } | { kind: 'ready'; orders: Order[] } | { kind: 'error'; message: string };

export function OrderHistoryPage({ shopHref }: { shopHref: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchOrders().then(
      (answer) => live && setState({ kind: 'ready', orders: answer.payload }),
      (error: unknown) => live && setState({ kind: 'error', message: apiMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-text">Order history</h1>
      {state.kind === 'loading' && (
        <div className="mt-6 flex items-center gap-2 text-text-muted" role="status">
          <Spinner /> Loading your orders…
        </div>
      )}
      {state.kind === 'error' && (
        <div className="mt-6">
          <FormAlert>{state.message}</FormAlert>
        </div>
      )}
      {state.kind === 'ready' && state.orders.length === 0 && (
        <div className="mt-6 space-y-4" role="status">
          <p className="text-lg text-text-muted">You have not placed any orders yet.</p>
          {shopHref && <ButtonLink to={shopHref}>Continue Shopping</ButtonLink>}
        </div>
      )}
      {state.kind === 'ready' && state.orders.length > 0 && (
        <ul className="mt-6 space-y-6">
          {state.orders.map((order) => (
            <li key={order.id}>
              <OrderDetails order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
