import { describe, expect, it } from 'vitest';
import { createTypedStorage, storage } from './storage';

describe('storage', () => {
  it('keeps tokens and the checkout id as raw strings under the spec keys', () => {
    storage.set('access', 'access-token');
    storage.set('refresh', 'refresh-token');
    storage.set('checkoutId', 'chk_42');

    expect(localStorage.getItem('access')).toBe('access-token');
    expect(localStorage.getItem('refresh')).toBe('refresh-token');
    expect(localStorage.getItem('checkoutId')).toBe('chk_42');
    expect(storage.get('access')).toBe('access-token');
  });

  it('reads values written by earlier versions of the app', () => {
    localStorage.setItem('access', 'legacy-token');
    localStorage.setItem('subscribed', 'true');

    expect(storage.get('access')).toBe('legacy-token');
    expect(storage.get('subscribed')).toBe(true);
  });

  it('stores the user as JSON and the subscribed flag as a boolean', () => {
    storage.set('user', { id: 7, email: 'sam@example.com', verified: true });
    storage.set('subscribed', false);

    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      id: 7,
      email: 'sam@example.com',
      verified: true,
    });
    expect(storage.get('user')).toEqual({ id: 7, email: 'sam@example.com', verified: true });
    expect(storage.get('subscribed')).toBe(false);
  });

  it('returns null for missing keys and for values it cannot read', () => {
    expect(storage.get('refresh')).toBeNull();

    localStorage.setItem('user', '{not json');
    localStorage.setItem('subscribed', 'maybe');
    expect(storage.get('user')).toBeNull();
    expect(storage.get('subscribed')).toBeNull();
  });

  it('removes a key', () => {
    storage.set('access', 'gone-soon');
    storage.remove('access');

    expect(storage.get('access')).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('keeps values in memory when the browser blocks storage', () => {
    const blocked = createTypedStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(blocked.get('access')).toBeNull();
    blocked.set('access', 'in-memory');
    expect(blocked.get('access')).toBe('in-memory');
    blocked.remove('access');
    expect(blocked.get('access')).toBeNull();
  });

  it('keeps values in memory when writing fails, and stops once writing works again', () => {
    let full = true;
    const backing = new Map<string, string>();
    const quota = {
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        backing.set(key, value);
      },
      removeItem: (key: string) => void backing.delete(key),
    } as Storage;
    const typed = createTypedStorage(() => quota);

    typed.set('checkoutId', 'chk_1');
    expect(typed.get('checkoutId')).toBe('chk_1');
    expect(backing.has('checkoutId')).toBe(false);

    full = false;
    typed.set('checkoutId', 'chk_2');
    expect(backing.get('checkoutId')).toBe('chk_2');
    expect(typed.get('checkoutId')).toBe('chk_2');
  });
});
