import { describe, expect, it } from 'vitest';
import {
  rememberReturnPath,
  safeReturnPath,
  signInStep,
  takeReturnPath,
  withReturnPath,
} from './return-path';

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

describe('signInStep', () => {
  it('keeps the query string and names the page asked for', () => {
    expect(signInStep('/login', { pathname: '/data/reports', search: '?id=3' })).toBe(
      '/login?id=3&from=/data/reports%3Fid%3D3',
    );
  });

  it('keeps a from the user is already carrying through the sign-in', () => {
    expect(signInStep('/login', { pathname: '/otp', search: '?from=/app' })).toBe(
      '/login?from=/app',
    );
  });
});

describe('rememberReturnPath / takeReturnPath', () => {
  it('keeps a path of this site across a provider sign-in, once', () => {
    rememberReturnPath('/varicocele/data/reports', sessionStorage);
    expect(takeReturnPath(sessionStorage)).toBe('/varicocele/data/reports');
    expect(takeReturnPath(sessionStorage)).toBeNull();
  });

  it('keeps nothing for another site, and forgets an older path', () => {
    rememberReturnPath('/app', sessionStorage);
    rememberReturnPath('//evil.example', sessionStorage);
    expect(takeReturnPath(sessionStorage)).toBeNull();
  });
});
