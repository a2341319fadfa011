import { endpoint } from '../../../shared/api/call-api';
import { apiQuery, query } from '../../../shared/api/use-api-query';
import { fetchCurrentUser } from '../../../shared/stores/current-user';

// The account reads, apart from account-api.ts so the sign-in pages do not load the query
// cache they never use (bundle budget, ADR 008).

const getCommunications = endpoint('GET', '/api/stud/manage-communications/');

export const communicationsQuery = (iHash: string) =>
  apiQuery(getCommunications, { query: { i_hash: iHash } });

/** The current user for a page that shows it; null when the session is gone. */
export const currentUserQuery = () =>
  query('me', async (signal) => {
    const result = await fetchCurrentUser(signal);
    return result.kind === 'signed-out' ? null : result.user;
  });
