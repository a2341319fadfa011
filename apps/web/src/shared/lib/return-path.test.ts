import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('accepts paths of this site, query and fragment included', () => {
    expect(safeReturnPath('/app')).toBe('/app');
    expect(safeReturnPath('/app/sleep-questions?x=1#end')).toBe('/app/sleep-questions?x=1#end');
    expect(safeReturnPath('/stud/profile')).toBe('/stud/profile');
  });

  it.each([
    null,
    '',
    'app',
    '//evil.example/app',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/app',
    'javascript:alert(1)',
    '/\tevil',
    ' /app',
  ])('refuses %j', (from) => {
    expect(safeReturnPath(from)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('keeps the slashes of the path readable and encodes the rest', () => {
    expect(withReturnPath('/login', '/app')).toBe('/login?from=/app');
    expect(withReturnPath('/login', '/app/a b&c')).toBe('/login?from=/app/a%20b%26c');
  });
});
