import type { BrandId } from '@mhp/contract/brands';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { visitorId } from '../../../shared/lib/visitor-id';

const urlSubscribePopup = endpoint('GET', '/api/stud/url-subscribe-popup/');
const fetchSpecificContent = endpoint('POST', '/api/ab_test/fetch-specific-content/');
const subscribeCall = endpoint('POST', '/api/stud/subscribe/');
const confirmCall = endpoint('POST', '/api/stud/subscribe/confirm/');

/** GET /api/stud/url-subscribe-popup/: the paths the brand's popup may show on (none without one). */
export const popupPaths = async (brand: BrandId) =>
  (await callApi(urlSubscribePopup, { query: { project_type: brand } })).urls;

/** The popup's template by project_type and content_type (spec section 7). */
export const popupTemplate = (
  brand: BrandId,
  contentType: 'subscription_popup' | 'subscription_popup_success',
) => callApi(fetchSpecificContent, { body: { project_type: brand, content_type: contentType } });

/** Subscribes; the visitor id counts it as the goal of running A/B tests. */
export const subscribe = (email: string, brand: BrandId) =>
  callApi(subscribeCall, { body: { email, project_type: brand, visitor_id: visitorId() } });

/** Confirms an address with the token of the emailed link (double opt-in). */
export const confirmSubscription = (token: string) => callApi(confirmCall, { body: { token } });
