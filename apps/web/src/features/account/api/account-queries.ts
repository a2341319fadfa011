import { endpoint } from '../../../shared/api/call-api';
import { apiQuery } from '../../../shared/api/use-api-query';

// The account's reads, apart from account-api.ts so the sign-in pages do not load the query
// cache they never use (bundle budget, ADR 008).

const getCommunications = endpoint('GET', '/api/stud/manage-communications/');

const confirmSubscription = endpoint('POST', '/api/stud/subscribe/confirm/');

/** Confirms a newsletter subscription with the emailed link's token (idempotent). */
export const subscriptionConfirmationQuery = (token: string) =>
  apiQuery(confirmSubscription, { body: { token } });

export const communicationsQuery = (iHash: string) =>
  apiQuery(getCommunications, { query: { i_hash: iHash } });
