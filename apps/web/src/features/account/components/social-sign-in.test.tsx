import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SocialButtons from './social-sign-in';

const google = {
  clientId: 'web-client',
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('SocialButtons', () => {
  it('shows a button for each configured provider only', () => {
    const { rerender, container } = render(
      <SocialButtons
        config={{ google, apple: { ...google, clientId: 'com.example.web' }, x: true }}
        loginPath="/login"
        onError={() => {}}
      />,
    );
    expect(
      screen.getByRole('group', { name: 'Other ways to sign in' }).querySelectorAll('button'),
    ).toHaveLength(3);
    for (const name of ['Continue with Google', 'Continue with Apple', 'Continue with X']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }

    rerender(
      <SocialButtons
        config={{ google: null, apple: null, x: false }}
        loginPath="/login"
        onError={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says why when the provider cannot be reached, and stays on the page', async () => {
    const onError = vi.fn();
    render(
      <SocialButtons
        config={{ google: { ...google, authorizationEndpoint: null }, apple: null, x: false }}
        loginPath="/login"
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onError).toHaveBeenLastCalledWith(
      'The sign-in provider could not be reached. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it("shows the API's message when X sign-in cannot start", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          statusCode: 503,
          error: 'not_configured',
          message: 'Sign-in with X is not available right now.',
        },
        { status: 503 },
      ),
    );
    const onError = vi.fn();
    render(
      <SocialButtons
        config={{ google: null, apple: null, x: true }}
        loginPath="/login"
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with X' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith('Sign-in with X is not available right now.'),
    );
    expect(globalThis.fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/request-X-token/'),
      expect.anything(),
    );
    expect(sessionStorage.length).toBe(0);
  });
});
