import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDeviceValue } from '../../../shared/hooks/use-hydrated';
import { importWithTimeout } from '../../../shared/lib/lazy-with-retry';
import { socialLogin } from '../api/account-api';
import type * as SocialLogin from '../lib/social-login';
import { CALLBACK_QUERY_PARAMS, parseCallback } from '../lib/social-callback';

/**
 * Whether this tab is finishing a provider's answer (its URL is cleaned meanwhile, so the URL
 * no longer tells). Kept outside React: the effect that starts the work sets it.
 */
let finishing = false;
const listeners = new Set<() => void>();
function setFinishing(value: boolean) {
  finishing = value;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

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
  // Busy as soon as the provider's answer is seen in the URL: its fragment never reaches the
  // server, so a server-rendered page shows the form and turns busy right after hydration.
  const busy = useDeviceValue(
    () => finishing || parseCallback(window.location) !== null,
    false,
    subscribe,
  );
  const handled = useRef(false);
  const { onSignedIn, onError } = options;

  useEffect(() => {
    // Once per page load: an ID token and an X verifier are accepted once by the API.
    if (handled.current) return;
    const callback = parseCallback(window.location);
    if (!callback) return;
    handled.current = true;
    setFinishing(true);

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
        setFinishing(false);
      }
    })();
  }, [navigate, onSignedIn, onError]);

  return busy;
}
