import { describe, expect, it } from 'vitest';
import { storage } from '../../../shared/lib/storage';
import { pathListed, popupAllowed, POPUP_DISMISS_DAYS } from './popup-rules';

describe('popup rules', () => {
  it('compares paths ignoring a trailing slash', () => {
    expect(pathListed(['/', '/shop'], '/shop/')).toBe(true);
    expect(pathListed(['/shop/'], '/shop')).toBe(true);
    expect(pathListed(['/'], '/')).toBe(true);
    expect(pathListed(['/', '/shop'], '/contact')).toBe(false);
  });

  it('never shows again after subscribing, and not for a while after closing', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(popupAllowed(now)).toBe(true);
    storage.set('subscribePopupDismissedAt', '2026-01-09T12:00:00Z');
    expect(popupAllowed(now)).toBe(false);
    expect(popupAllowed(now + POPUP_DISMISS_DAYS * 24 * 60 * 60 * 1000)).toBe(true);
    storage.set('subscribed', true);
    expect(popupAllowed(now + 365 * 24 * 60 * 60 * 1000)).toBe(false);
  });
});
