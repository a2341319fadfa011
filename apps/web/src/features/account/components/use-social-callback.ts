import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { importWithTimeout } from '../../../shared/lib/lazy-with-retry';
import { socialLogin } from '../api/account-api';
import type * as SocialLogin from '../lib/social-login';
import { CALLBACK_QUERY_PARAMS, parseCallback } from '../lib/social-callback';

/**
 * Finishes a social sign-in when the provider has sent the browser back to this page: cleans
 * the address bar, checks the answer against the sign-in this tab started, and signs in
 * through the API (storing the session like a password login). `busy` is true meanwhile.
 */
export function useSocialCallback(options: {
  onSignedIn: () => unknown;
  onError: (message: string) => void;
}) {
  const navigate = useNavigate();
  // Busy from the first render when the provider's answer is in the URL.
  const [busy, setBusy] = useState(() => parseCallback(window.location) !== null);
  const handled = useRef(false);
  const { onSignedIn, onError } = options;

  useEffect(() => {
    // Once per page load: an ID token and an X verifier are accepted once by the API.
    if (handled.current) return;
    const callback = parseCallback(window.location);
    if (!callback) return;
    handled.current = true;

    const search = new URLSearchParams(window.location.search);
    for (const name of CALLBACK_QUERY_PARAMS) search.delete(name);
    const query = search.toString();
    void navigate(
      { pathname: window.location.pathname, search: query ? `?${query}` : '', hash: '' },
      { replace: true },
    );

    void (async () => {
      // The rest of the social sign-in code loads only now, when a provider has answered.
      let social: typeof SocialLogin | null = null;
      try {
        social = await importWithTimeout(() => import('../lib/social-login'));
        await socialLogin(social.completeCallback(callback, social.takePending()));
        await onSignedIn();
      } catch (error) {
        onError(
          social
            ? social.socialSignInMessage(error)
            : 'The sign-in could not be completed. Check your connection and reload the page.',
        );
      } finally {
        setBusy(false);
      }
    })();
  }, [navigate, onSignedIn, onError]);

  return busy;
}
