import { describe, expect, it } from 'vitest';
import { appleReturnPath, appleState } from './social-sign-in';

describe('the state of an Apple sign-in', () => {
  it.each(['/login', '/stud/login', '/ab_test/login', '/ab_test/varicoceleorg/login'])(
    'names the login page %s to come back to',
    (path) => {
      expect(appleReturnPath(appleState('r4nd0m_-x', path))).toBe(path);
    },
  );

  it.each([
    'https://evil.example/login',
    '//evil.example/login',
    '/profile',
    '/unknown-brand/login',
    '/login?next=//evil.example',
    '/login/../admin',
  ])('names no page when the path is not one of our login pages: %s', (path) => {
    expect(appleReturnPath(appleState('r', path))).toBeNull();
  });

  it('names no page when the state has no page part', () => {
    expect(appleReturnPath('just-random')).toBeNull();
  });
});
