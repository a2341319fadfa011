import type { MailMessage } from '../../mail/mailer';
import { usd } from '../cart/pricing';
import { escapeHtml } from '../payments/sandbox-pages';
import type { OrderLineRow, OrderRow } from './orders-repo';

/** The order confirmation: number, lines, totals and where it ships. */
export function orderConfirmationMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
): MailMessage {
  const address = order.shippingAddress;
  const totals: [string, string][] = [
    ['Subtotal', usd(order.subtotalCents)],
    [
      `Shipping${order.shippingMethodName ? ` (${order.shippingMethodName})` : ''}`,
      usd(order.shippingCents),
    ],
    ...(order.promoDiscountCents > 0
      ? [
          [`Promo code ${order.promoCode ?? ''}`.trim(), `-${usd(order.promoDiscountCents)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(order.giftCardCents > 0
      ? [['Gift card', `-${usd(order.giftCardCents)}`] as [string, string]]
      : []),
    ['Total paid', usd(order.totalCents)],
  ];
  const lineText = (line: OrderLineRow) =>
    `${line.quantity} × ${line.productName} (${line.variantTitle}): ${usd(line.totalCents)}`;
  const addressLines = [
    `${address.first_name} ${address.last_name}`,
    address.street_address_1,
    address.street_address_2,
    `${address.city}, ${address.country_area} ${address.postal_code}`,
    address.country,
  ].filter((line): line is string => Boolean(line));

  const text = [
    `Thank you for your order, ${address.first_name}!`,
    '',
    `Order #${order.number}`,
    '',
    ...lines.map(lineText),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...addressLines,
    '',
    'We will email you again when it ships.',
    '',
    '— The Men’s Health Platform team',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`;
  const html =
    `<p>Thank you for your order, ${escapeHtml(address.first_name)}!</p>` +
    `<h2>Order #${order.number}</h2>` +
    `<table>${lines.map((line) => row(`${line.quantity} × ${line.productName} (${line.variantTitle})`, usd(line.totalCents))).join('')}</table>` +
    `<table>${totals.map(([label, value]) => row(label, value)).join('')}</table>` +
    `<p>Shipping to:<br>${addressLines.map(escapeHtml).join('<br>')}</p>`;

  return { to: order.email, subject: `Your order #${order.number} is confirmed`, text, html };
}
