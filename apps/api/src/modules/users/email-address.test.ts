import { describe, expect, it } from 'vitest';
import { mailboxKey, maskEmail, normalizeEmail } from './email-address';

describe('email addresses', () => {
  it('compares addresses trimmed and lower-cased', () => {
    expect(normalizeEmail('  Jo.Doe@Example.COM ')).toBe('jo.doe@example.com');
  });

  it('keys a mailbox without its sub-address, and Gmail without dots', () => {
    expect(mailboxKey('X+1@example.com')).toBe('x@example.com');
    expect(mailboxKey('x+shop+2@example.com')).toBe('x@example.com');
    expect(mailboxKey('j.o.doe+promo@googlemail.com')).toBe('jodoe@gmail.com');
    expect(mailboxKey('J.Doe@gmail.com')).toBe(mailboxKey('jdoe@gmail.com'));
    // Dots matter at other providers, and a leading + is not a sub-address.
    expect(mailboxKey('j.doe@example.com')).not.toBe(mailboxKey('jdoe@example.com'));
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com');
  });

  it('masks an address for display', () => {
    expect(maskEmail('jo@example.com')).toBe('j•••@example.com');
  });
});
