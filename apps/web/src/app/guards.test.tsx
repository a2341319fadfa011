import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCartCount } from '../shared/stores/stored-cart';
import { storage } from '../shared/lib/storage';
import { jsonResponse, renderApp, stubApi, userData } from './test/render-app';

const unauthorized = { statusCode: 401, error: 'unauthorized', message: 'Sign in.' };

describe('guards (spec section 2)', () => {
  beforeEach(() => resetCartCount());

  it.each(['/order-history', '/change-password', '/profile', '/otp'])(
    'sends a signed-out visitor from stud %s to /login, keeping the query string and the page',
    async (path) => {
      stubApi({});
      const { router } = renderApp(`${path}?utm_source=mail&step=2`, 'stud.localhost');

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      const query = new URLSearchParams(router.state.location.search);
      expect(query.get('utm_source')).toBe('mail');
      expect(query.get('step')).toBe('2');
      expect(query.get('from')).toBe(`${path}?utm_source=mail&step=2`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    },
  );

  it('redirects within the nested brand on the generic host', async () => {
    stubApi({});
    const { router } = renderApp('/varicocele/profile?x=1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/varicocele/login'));
    expect(router.state.location.search).toBe('?x=1&from=/varicocele/profile%3Fx%3D1');
  });

  it('fetches the current user on every guarded page load and shows it', async () => {
    storage.set('access', 'token');
    const fetchMock = stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp('/profile');

    expect(await screen.findByText('sam@example.com')).toBeVisible();
    await router.navigate('/order-history');
    await screen.findByRole('heading', { level: 1, name: 'Order history' });
    const meCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/me/');
    expect(meCalls).toHaveLength(2);
    expect(new Headers(meCalls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token');
    expect(storage.get('user')).toMatchObject({ is_verified: true });
  });

  it('sends a signed-in user whose account is not verified to /otp', async () => {
    storage.set('access', 'token');
    stubApi({
      'GET /api/users/me/': () => jsonResponse(userData({ is_verified: false, email: 'new@x.io' })),
    });
    const { router } = renderApp('/stud/profile?ref=a', 'localhost:8080');

    await waitFor(() => expect(router.state.location.pathname).toBe('/stud/otp'));
    expect(router.state.location.search).toBe('?ref=a&from=/stud/profile%3Fref%3Da');
    expect(await screen.findByText('new@x.io')).toBeVisible();
  });

  it('keeps an unverified user on the profile of a brand without an /otp page', async () => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData({ is_verified: false })) });
    renderApp('/profile', 'varicoceleorg.localhost');

    expect(await screen.findByText('Email address not verified yet')).toBeVisible();
  });

  it('sends a verified user on /otp to /profile', async () => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp('/otp', 'varicocele.localhost');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends a signed-in careapp user on /login or a verified one on /otp to the chat', async () => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));

    const otp = renderApp('/otp');
    await waitFor(() => expect(otp.router.state.location.pathname).toBe('/app'));
  });

  it('ends an /otp step on the page the sign-in started from', async () => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp('/varicocele/otp?from=/varicocele/data/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/varicocele/data/reports'));
  });

  it('sends a signed-out visitor of an A/B preview page to its login, and keeps the page', async () => {
    stubApi({});
    const { router } = renderApp('/ab_test/ab-editor/42', 'stud.localhost');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ab_test/login'));
    expect(router.state.location.search).toBe('?from=/ab_test/ab-editor/42');
  });

  it.each(['/login', '/register'])('sends a signed-in user on %s to /profile', async (path) => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp(path, 'stud.localhost');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam Lee' })).toBeVisible();
  });

  it('sends a signed-in user on /login?from=… back to that path of this site only', async () => {
    storage.set('access', 'token');
    stubApi({ 'GET /api/users/me/': () => jsonResponse(userData()) });
    const { router } = renderApp('/stud/login?from=/stud/profile%3Ftab%3D1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stud/profile'));
    expect(router.state.location.search).toBe('?tab=1');

    const other = renderApp('/stud/login?from=//evil.example/profile');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/stud/profile'));
    expect(other.router.state.location.search).toBe('?from=//evil.example/profile');
  });

  it('signs out and goes to /login when the session cannot be refreshed', async () => {
    storage.set('access', 'expired');
    storage.set('refresh', 'revoked');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/users/me/': () => jsonResponse(unauthorized, 401),
      'POST /api/users/refresh-token/': () => jsonResponse(unauthorized, 401),
    });
    const { router } = renderApp('/profile?next=1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('1');
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
  });

  it('still shows the page when the server cannot say who is signed in', async () => {
    storage.set('access', 'token');
    stubApi({});
    renderApp('/profile');

    expect(
      await screen.findByText(/We couldn.t load your account details right now/),
    ).toBeVisible();
  });
});
