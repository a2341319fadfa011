import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';
import { keptVisitorId, renderedForAnotherVisitor, visitorId } from './visitor-id';
import { saveSession, clearSession, syncSessionHint } from '../stores/session';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const RANDOM = '0123456789abcdef0123456789abcdef';
const SIGNED = `${RANDOM}_abcdefghijklmnopqrstuv`;

describe('the A/B visitor id', () => {
  it('takes its own id back once the server has signed it, so its views and goals count', () => {
    storage.set('abVisitor', RANDOM);
    storage.set('abVisitorInCookie', true);
    document.cookie = `ab_visitor=${SIGNED}; Path=/`;
    expect(visitorId()).toBe(SIGNED);
    expect(storage.get('abVisitor')).toBe(SIGNED);
  });

  it('keeps its own id when the cookie holds another visitor’s signed id (another tab’s first visit)', () => {
    storage.set('abVisitor', 'ffffffffffffffffffffffffffffffff');
    storage.set('abVisitorInCookie', true);
    document.cookie = `ab_visitor=${SIGNED}; Path=/`;
    expect(visitorId()).toBe('ffffffffffffffffffffffffffffffff');
  });

  it('tells a page rendered for another visitor from one rendered for its own id, signed or not', () => {
    storage.set('abVisitor', RANDOM);
    document.cookie = `ab_visitor=${SIGNED}; Path=/`;
    expect(renderedForAnotherVisitor()).toBe(false);
    document.cookie = 'ab_visitor=ffffffffffffffffffffffffffffffff; Path=/';
    expect(renderedForAnotherVisitor()).toBe(true);
  });

  it('takes the id the server set in the cookie on a first visit, and keeps it', () => {
    document.cookie = 'ab_visitor=0123456789abcdef0123456789abcdef; Path=/';
    expect(visitorId()).toBe('0123456789abcdef0123456789abcdef');
    expect(storage.get('abVisitor')).toBe('0123456789abcdef0123456789abcdef');
  });

  it('keeps the id a browser already had and writes it to the cookie for the server', () => {
    storage.set('abVisitor', 'ffffffffffffffffffffffffffffffff');
    document.cookie = 'ab_visitor=0123456789abcdef0123456789abcdef; Path=/';
    // Kept from before the cookie: the page rendered for the cookie's id is rendered afresh.
    expect(keptVisitorId()).toBe('ffffffffffffffffffffffffffffffff');
    expect(visitorId()).toBe('ffffffffffffffffffffffffffffffff');
    expect(document.cookie).toContain('ab_visitor=ffffffffffffffffffffffffffffffff');
    // From now on the server renders for it; a page rendered for another id hydrates as served.
    expect(keptVisitorId()).toBeNull();
  });

  it('does not count an id taken from the cookie as kept: tabs opened at once hydrate as served', () => {
    // The first tab of a first visit takes the id the server drew for it...
    document.cookie = 'ab_visitor=0123456789abcdef0123456789abcdef; Path=/';
    expect(visitorId()).toBe('0123456789abcdef0123456789abcdef');
    // ...while another tab's page was rendered for the id drawn for its own request.
    document.cookie = 'ab_visitor=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; Path=/';
    expect(keptVisitorId()).toBeNull();
    // The browser's id stays the first one, and goes back into the cookie.
    expect(visitorId()).toBe('0123456789abcdef0123456789abcdef');
    expect(document.cookie).toContain('ab_visitor=0123456789abcdef0123456789abcdef');
  });

  it('stores the flag before the id, so another tab never sees a new id without it', () => {
    const set = vi.spyOn(storage, 'set');
    document.cookie = 'ab_visitor=0123456789abcdef0123456789abcdef; Path=/';
    visitorId();
    expect(set.mock.calls.map(([key]) => key)).toEqual(['abVisitorInCookie', 'abVisitor']);
    set.mockRestore();
  });

  it('writes a stored id to the cookie for the server when there is none', () => {
    storage.set('abVisitor', 'ffffffffffffffffffffffffffffffff');
    expect(visitorId()).toBe('ffffffffffffffffffffffffffffffff');
    expect(document.cookie).toContain('ab_visitor=ffffffffffffffffffffffffffffffff');
  });

  it('makes a new id when neither has a valid one', () => {
    document.cookie = 'ab_visitor=<script>; Path=/';
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId()).toBe(id);
  });
});

describe('the signed-in hint cookie', () => {
  it('follows the session and carries no token', () => {
    saveSession({
      access: 'secret-access',
      refresh: 'secret-refresh',
      is_verified: true,
      user_data: { email: 'a@example.com' },
    } as Parameters<typeof saveSession>[0]);
    expect(document.cookie).toContain('signed_in=1');
    expect(document.cookie).not.toContain('secret');
    clearSession();
    expect(document.cookie).not.toContain('signed_in');
  });

  it('is set at start-up for a session kept from before the cookie existed', () => {
    storage.set('access', 'token');
    syncSessionHint();
    expect(document.cookie).toContain('signed_in=1');
  });
});
