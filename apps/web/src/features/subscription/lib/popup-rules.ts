import { storage } from '../../../shared/lib/storage';

/**
 * Closing the popup without subscribing keeps it away for this long on this device (local
 * storage `subscribePopupDismissedAt`, an ISO time); subscribing (`subscribed`) keeps it away
 * for good (spec sections 4 and 9).
 */
export const POPUP_DISMISS_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the popup may still be shown on this device. */
export function popupAllowed(now = Date.now()): boolean {
  if (storage.get('subscribed')) return false;
  const dismissed = storage.get('subscribePopupDismissedAt');
  const at = dismissed ? Date.parse(dismissed) : NaN;
  return Number.isNaN(at) || now - at >= POPUP_DISMISS_DAYS * DAY_MS;
}

/** '/shop/' and '/shop' are the same page (trailing slash ignored). */
export function pathListed(urls: readonly string[], path: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p) || '/';
  return urls.some((url) => strip(url) === strip(path));
}
