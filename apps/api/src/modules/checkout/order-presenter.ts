import type { Order } from '@mhp/contract/schemas/order';
import { money } from '../shop/money';
import type { OrderLineRow, OrderRow } from './orders-repo';

/** An order as the contract shows it: what was bought and paid, as it was then. */
export function presentOrder(order: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: order.id,
    number: String(order.number),
    status: order.status,
    paymentGateway: order.paymentGateway,
    email: order.email,
    lines: lines.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      productId: line.productId,
      productSlug: line.productSlug,
      title: line.variantTitle,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      price: money(line.totalCents),
      image: line.image,
      attributes: line.attributes,
    })),
    shippingAddress: order.shippingAddress,
    shippingMethodName: order.shippingMethodName,
    subtotalPrice: money(order.subtotalCents),
    shippingPrice: money(order.shippingCents),
    discount: money(order.promoDiscountCents + order.giftCardCents),
    totalPrice: money(order.totalCents),
    created: order.createdAt.toISOString(),
  };
}
