import type { Cart } from '@mhp/contract/schemas/cart';
import { LineList, TotalsList } from './line-list';

/** The checkout summary's lines and totals; loaded lazily by the checkout page. */
export default function OrderSummaryLines({ cart }: { cart: Cart }) {
  return (
    <>
      <LineList lines={cart.lines} />
      <TotalsList totals={cart} />
    </>
  );
}
