import { isSignedIn } from '../stores/session';
import { useDeviceValue } from './use-hydrated';

/**
 * Whether this browser holds a session, for rendering: false on the server (which never sees
 * the token) and while a server-rendered page hydrates, the stored answer after (ADR 020).
 */
export function useSignedIn(): boolean {
  return useDeviceValue(isSignedIn, false);
}
