/**
 * Addresses are compared and stored trimmed and lower-cased. Strictly the local part is case
 * sensitive, but no mainstream provider treats it so, and two accounts differing only by case
 * would be a support problem and an impersonation risk.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** j•••@example.com: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Providers that ignore dots in the local part, and their canonical domain. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for "once per customer" rules: `x+1@example.com` and
 * `x@example.com` reach the same person on every mainstream provider (sub-addressing: Gmail,
 * Outlook, iCloud, Fastmail, Proton, Yahoo's "-" aside), and Gmail also ignores dots and
 * answers at googlemail.com. Not for sending mail or for sign-in: an account keeps the
 * address its owner typed.
 */
export function mailboxKey(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
