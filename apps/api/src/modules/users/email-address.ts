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
