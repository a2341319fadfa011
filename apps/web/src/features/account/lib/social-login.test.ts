import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorizationUrl,
  completeCallback,
  offeredProviders,
  PENDING_KEY,
  randomToken,
  savePending,
  startOidcSignIn,
  takePending,
} from './social-login';
import type { PendingSignIn } from './social-login';
import { parseCallback } from './social-callback';

const google = {
  clientId: 'web-client.apps.googleusercontent.com',
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
};
const redirectUri = 'https://stud.example/login';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('offeredProviders', () => {
  it('offers only the providers the server has configured, in a fixed order', () => {
    expect(offeredProviders(undefined)).toEqual([]);
    expect(offeredProviders({ google: null, apple: null, x: false })).toEqual([]);
    expect(offeredProviders({ google, apple: google, x: true })).toEqual(['google', 'apple', 'x']);
    expect(offeredProviders({ google: null, apple: null, x: true })).toEqual(['x']);
  });
});

describe('authorizationUrl', () => {
  it('asks Google for an ID token in the fragment, with our state and nonce', () => {
    const url = new URL(
      authorizationUrl({
        provider: 'google',
        settings: google,
        endpoint: google.authorizationEndpoint,
        redirectUri,
        state: 'the-state',
        nonce: 'the-nonce',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: google.clientId,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      state: 'the-state',
      nonce: 'the-nonce',
    });
  });

  it('asks Apple for the email, which it answers only by form_post', () => {
    const url = new URL(
      authorizationUrl({
        provider: 'apple',
        settings: { ...google, clientId: 'com.example.web' },
        endpoint: 'https://appleid.apple.com/auth/authorize',
        redirectUri,
        state: 's',
        nonce: 'n',
      }),
    );
    expect(url.searchParams.get('response_type')).toBe('code id_token');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('client_id')).toBe('com.example.web');
  });
});

describe('startOidcSignIn', () => {
  it('remembers a fresh state and nonce for this tab and puts them in the URL', () => {
    const first = new URL(startOidcSignIn({ provider: 'google', settings: google, redirectUri }));
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY)!) as PendingSignIn;
    expect(pending).toMatchObject({
      provider: 'google',
      redirectUri,
      state: first.searchParams.get('state'),
      nonce: first.searchParams.get('nonce'),
    });
    expect(first.searchParams.get('state')).toMatch(/^[\w-]{43}$/);

    const second = new URL(startOidcSignIn({ provider: 'google', settings: google, redirectUri }));
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    expect(second.searchParams.get('nonce')).not.toBe(first.searchParams.get('nonce'));
  });

  it("sends Apple's answer to the server, with the login page to come back to in the state", () => {
    const url = new URL(
      startOidcSignIn({
        provider: 'apple',
        settings: { ...google, clientId: 'com.example.web' },
        redirectUri: 'https://example.test/stud/login',
      }),
    );
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://example.test/api/social-media-login/apple/callback/',
    );
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}~\/stud\/login$/);
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY)!) as PendingSignIn;
    expect(pending).toMatchObject({ provider: 'apple', state });
  });

  it('says the provider cannot be reached when its endpoint is unknown, and remembers nothing', () => {
    expect(() =>
      startOidcSignIn({
        provider: 'google',
        settings: { ...google, authorizationEndpoint: null },
        redirectUri,
      }),
    ).toThrow('The sign-in provider could not be reached.');
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});

describe('randomToken', () => {
  it('is URL-safe and different every time', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => randomToken()));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('parseCallback', () => {
  it('reads an ID token and state from the fragment', () => {
    expect(parseCallback({ hash: '#id_token=a.b.c&state=s1', search: '' })).toEqual({
      kind: 'oidc',
      idToken: 'a.b.c',
      state: 's1',
    });
  });

  it('reads a provider error from the fragment or the query', () => {
    expect(parseCallback({ hash: '#error=access_denied&state=s1', search: '' })).toEqual({
      kind: 'oidc-error',
      error: 'access_denied',
      state: 's1',
    });
    expect(parseCallback({ hash: '', search: '?error=server_error&state=s2' })).toEqual({
      kind: 'oidc-error',
      error: 'server_error',
      state: 's2',
    });
  });

  it("reads X's token and verifier, or its refusal, from the query", () => {
    expect(parseCallback({ hash: '', search: '?oauth_token=t&oauth_verifier=v' })).toEqual({
      kind: 'x',
      oauthToken: 't',
      verifier: 'v',
    });
    expect(parseCallback({ hash: '', search: '?denied=t' })).toEqual({ kind: 'x-denied' });
  });

  it('ignores a normal visit', () => {
    expect(parseCallback({ hash: '', search: '' })).toBeNull();
    expect(parseCallback({ hash: '#main', search: '?next=/profile' })).toBeNull();
    // An error without our state is not a provider's answer.
    expect(parseCallback({ hash: '', search: '?error=x' })).toBeNull();
  });
});

describe('takePending', () => {
  it('gives the pending sign-in once', () => {
    savePending({ provider: 'x', oauthToken: 't' });
    expect(takePending()).toMatchObject({ provider: 'x', oauthToken: 't' });
    expect(takePending()).toBeNull();
  });

  it('forgets a sign-in started too long ago', () => {
    savePending({ provider: 'x', oauthToken: 't' }, sessionStorage, 0);
    expect(takePending(sessionStorage, 16 * 60 * 1000)).toBeNull();
  });
});

describe('completeCallback', () => {
  const pending: PendingSignIn = {
    provider: 'google',
    state: 's1',
    nonce: 'n1',
    redirectUri,
    at: 0,
  };

  it('sends the ID token with the nonce of the sign-in this tab started', () => {
    expect(completeCallback({ kind: 'oidc', idToken: 'a.b.c', state: 's1' }, pending)).toEqual({
      provider: 'google',
      id_token: 'a.b.c',
      nonce: 'n1',
    });
  });

  it('refuses an answer whose state is not ours, or that nobody here asked for', () => {
    const message = /it was not started from this page/;
    expect(() =>
      completeCallback({ kind: 'oidc', idToken: 'a.b.c', state: 'forged' }, pending),
    ).toThrow(message);
    expect(() =>
      completeCallback({ kind: 'oidc', idToken: 'a.b.c', state: null }, pending),
    ).toThrow(message);
    expect(() => completeCallback({ kind: 'oidc', idToken: 'a.b.c', state: 's1' }, null)).toThrow(
      message,
    );
    expect(() =>
      completeCallback(
        { kind: 'x', oauthToken: 'other', verifier: 'v' },
        { provider: 'x', oauthToken: 'mine', at: 0 },
      ),
    ).toThrow(message);
  });

  it('explains a refusal at the provider', () => {
    expect(() =>
      completeCallback({ kind: 'oidc-error', error: 'access_denied', state: 's1' }, pending),
    ).toThrow('You did not allow the sign-in with Google.');
    expect(() =>
      completeCallback({ kind: 'oidc-error', error: 'server_error', state: 's1' }, pending),
    ).toThrow('Google could not sign you in (server_error).');
    expect(() => completeCallback({ kind: 'x-denied' }, null)).toThrow(
      'You did not allow the sign-in with X.',
    );
    const apple: PendingSignIn = { ...pending, provider: 'apple' } as PendingSignIn;
    expect(() =>
      completeCallback(
        { kind: 'oidc-error', error: 'user_cancelled_authorize', state: 's1' },
        apple,
      ),
    ).toThrow('You did not allow the sign-in with Apple.');
  });

  it("sends X's token and verifier when the token is the one this tab asked for", () => {
    expect(
      completeCallback(
        { kind: 'x', oauthToken: 'mine', verifier: 'v' },
        { provider: 'x', oauthToken: 'mine', at: 0 },
      ),
    ).toEqual({ provider: 'x', oauth_token: 'mine', oauth_verifier: 'v' });
  });
});
