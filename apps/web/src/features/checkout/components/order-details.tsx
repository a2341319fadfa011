import type { Order } from '@mhp/contract/schemas/order';
import { formatDate } from '../lib/format';
import { LineList, TotalsList } from './line-list';

const STATUS_LABELS: Record<Order['status'], string> = {
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const orderStatusLabel = (status: Order['status']) => STATUS_LABELS[status];

/** One placed order: number, date, status, lines, totals and where it goes. */
export function OrderDetails({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const address = order.shippingAddress;
  return (
    <article
      className="space-y-4 rounded-xl border border-border bg-surface p-5"
      data-testid="order"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-lg font-semibold text-text">Order #{order.number}</Heading>
        <p className="text-sm text-text-muted">
          {formatDate(order.created)} ·{' '}
          <span className="font-semibold text-text">{orderStatusLabel(order.status)}</span>
        </p>
      </div>
      <LineList lines={order.lines} />
      <TotalsList totals={order} />
      {address && (
        <div className="text-sm text-text-muted">
          <p className="font-semibold text-text">Shipping to</p>
          <address className="not-italic">
            {address.first_name} {address.last_name}
            <br />
            {address.street_address_1}
            {address.street_address_2 ? `, ${address.street_address_2}` : ''}
            <br />
            {address.city}, {address.country_area} {address.postal_code}, {address.country}
          </address>
          {order.shippingMethodName && <p className="mt-1">{order.shippingMethodName}</p>}
        </div>
      )}
    </article>
  );
}
