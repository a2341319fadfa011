import { varicoceleApi } from '../api/varicocele-api';
import { pendingClaims } from './session-json';

/**
 * Moves the results this tab took as a guest into the account that is now signed in. A token
 * that no longer works (already claimed) is dropped; a network failure keeps it for next time.
 */
export async function claimPendingResults(): Promise<void> {
  for (const token of pendingClaims.list()) {
    try {
      await varicoceleApi.claim(token);
      pendingClaims.remove(token);
    } catch (error) {
      if ((error as { status?: number }).status === 404) pendingClaims.remove(token);
    }
  }
}
