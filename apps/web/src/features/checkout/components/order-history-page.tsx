import { ButtonLink } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { FormAlert } from '../../../shared/ui/form/fields';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { apiMessage, ordersQuery } from '../api/checkout-api';
import { OrderDetails } from './order-details';

export function OrderHistoryPage({ shopHref }: { shopHref: string | null }) {
  const state = useApiQuery(ordersQuery());
  const orders = state.data?.payload ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-text">Order history</h1>
      {state.status === 'pending' && (
        <div className="mt-6 flex items-center gap-2 text-text-muted" role="status">
          <Spinner /> Loading your orders…
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6">
          <FormAlert>{apiMessage(state.error)}</FormAlert>
        </div>
      )}
      {state.status === 'success' && orders.length === 0 && (
        <div className="mt-6 space-y-4" role="status">
          <p className="text-lg text-text-muted">You have not placed any orders yet.</p>
          {shopHref && <ButtonLink to={shopHref}>Continue Shopping</ButtonLink>}
        </div>
      )}
      {orders.length > 0 && (
        <ul className="mt-6 space-y-6">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderDetails order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
