import { GATEWAY_NAMES } from './gateway';
import { SANDBOX_CARDS, sandboxPagePath, type SandboxPaymentRow } from './sandbox';

/**
 * The sandbox's pages: plain HTML forms posting back to the API, no script at all, so they run
 * under the site's Content-Security-Policy (inline styles are allowed there, scripts are not).
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#fff4d6;color:#6b4e00;font-size:.8rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #8a8f98;border-radius:8px;font:inherit}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:8px;font:inherit;font-weight:700;color:#fff;background:#1d4ed8;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
button.paypal{background:#ffc439;color:#111}button.gpay{background:#000}
.error{padding:.6rem .8rem;border-radius:8px;background:#fde8e8;color:#8b1a1a}
.note{color:#4b5563;font-size:.9rem}code{font-size:.95em}ul{padding-left:1.2rem}a{color:#1d4ed8}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Payment sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox: no real money moves</p>
${body}
</main>
</body>
</html>`;
}

const money = (row: SandboxPaymentRow) =>
  `${row.currency === 'USD' ? '$' : `${row.currency} `}${(row.amountCents / 100).toFixed(2)}`;

function actionForm(row: SandboxPaymentRow, action: string, label: string, className = '') {
  return `<form method="post" action="${escapeHtml(sandboxPagePath(row.id))}">
<input type="hidden" name="action" value="${escapeHtml(action)}">
<button type="submit"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button>
</form>`;
}

const errorBox = (message: string | null | undefined) =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function cardForm(row: SandboxPaymentRow, error: string | null): string {
  return page(
    'Card payment',
    `<h1>Pay by card</h1>
<p class="amount">${money(row)}</p>
${errorBox(error)}
<form method="post" action="${escapeHtml(sandboxPagePath(row.id))}">
<input type="hidden" name="action" value="pay">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required maxlength="23">
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" required maxlength="7"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required maxlength="4"></div>
</div>
<button type="submit">Pay ${money(row)}</button>
</form>
${actionForm(row, 'cancel', 'Cancel and return to the shop', 'secondary')}
<h2>Test cards</h2>
<ul class="note">
<li><code>${spaced(SANDBOX_CARDS.succeeds)}</code>: succeeds</li>
<li><code>${spaced(SANDBOX_CARDS.declined)}</code>: declined</li>
<li><code>${spaced(SANDBOX_CARDS.insufficientFunds)}</code>: insufficient funds</li>
<li><code>${spaced(SANDBOX_CARDS.authenticate)}</code>: asks for an extra confirmation step</li>
</ul>
<p class="note">Any future expiry date and any three digits as CVC.</p>`,
  );
}

function authenticationPage(row: SandboxPaymentRow): string {
  return page(
    'Confirm your payment',
    `<h1>Confirm this payment with your bank</h1>
<p>Your bank asks you to confirm a payment of <strong>${money(row)}</strong> with the card ending in ${escapeHtml(row.cardLast4 ?? '••••')}.</p>
${actionForm(row, 'authorise', 'Authorise')}
${actionForm(row, 'fail_authentication', 'Fail authentication', 'secondary')}`,
  );
}

function walletPage(row: SandboxPaymentRow): string {
  const paypal = row.gateway === 'paypal';
  return page(
    GATEWAY_NAMES[row.gateway],
    `<h1>${paypal ? 'PayPal' : 'Google Pay'}</h1>
<p>Men’s Health Platform asks you to pay</p>
<p class="amount">${money(row)}</p>
${actionForm(row, 'approve', paypal ? 'Approve payment' : 'Pay with Google Pay', paypal ? 'paypal' : 'gpay')}
${actionForm(row, 'cancel', 'Cancel and return to the shop', 'secondary')}`,
  );
}

function donePage(row: SandboxPaymentRow): string {
  const back =
    row.status === 'canceled'
      ? `<p>This payment was cancelled.</p><p><a href="${escapeHtml(row.cancelUrl ?? row.returnUrl)}">Return to the shop</a></p>`
      : row.status === 'refunded'
        ? `<p>This payment was refunded.</p>`
        : `<p>This payment is ${row.status === 'approved' ? 'approved' : 'complete'}.</p><p><a href="${escapeHtml(row.returnUrl)}">Continue to your order</a></p>`;
  return page('Payment', `<h1>${GATEWAY_NAMES[row.gateway]}</h1>\n${back}`);
}

/** The page for a sandbox payment in its current state; `error` is a form message to show. */
export function sandboxPage(row: SandboxPaymentRow, error: string | null): string {
  if (row.status === 'requires_payment_method') {
    if (row.gateway === 'stripe') return cardForm(row, error ?? row.lastError);
    return walletPage(row);
  }
  if (row.status === 'requires_action') return authenticationPage(row);
  return donePage(row);
}

export function notFoundPage(): string {
  return page(
    'Not found',
    '<h1>Payment not found</h1><p>This sandbox payment does not exist. Return to the shop and start the payment again.</p>',
  );
}
