import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { BrandId } from '@mhp/contract/brands';
import type { ContactInfo, TermsDocument } from '@mhp/contract/schemas/content';
import type { RequestOf, ResponseOf } from '@mhp/contract/route';
import { httpClient } from '../../../shared/api/http-client';

// Paths are checked against the contract's literal types; importing the route objects would
// bring zod into the page chunks.
const CONTACT_INFO_PATH = '/api/landing/contact-info/' satisfies ApiRoutes['contactInfo']['path'];
const TERMS_PATH = '/api/landing/terms-condition/' satisfies ApiRoutes['termsCondition']['path'];
const CONTACT_FORM_PATH = '/api/contactus-form/' satisfies ApiRoutes['contactUsForm']['path'];

export type TermsType = TermsDocument['type'];
export type ContactSubmission = RequestOf<ApiRoutes['contactUsForm']>['body'];
export type ContactReceipt = ResponseOf<ApiRoutes['contactUsForm']>;

/** GET /api/landing/contact-info/?contact_type=<brand> */
export function fetchContactInfo(brand: BrandId, signal?: AbortSignal): Promise<ContactInfo> {
  return httpClient.request<ContactInfo>({
    method: 'GET',
    path: CONTACT_INFO_PATH,
    query: { contact_type: brand },
    signal,
  });
}

/** GET /api/landing/terms-condition/?type=...&project_type=<brand> */
export function fetchTerms(
  type: TermsType,
  brand: BrandId,
  signal?: AbortSignal,
): Promise<TermsDocument> {
  return httpClient.request<TermsDocument>({
    method: 'GET',
    path: TERMS_PATH,
    query: { type, project_type: brand },
    signal,
  });
}

/** POST /api/contactus-form/ (the contact form; the consult form shares the call). */
export function sendContactForm(body: ContactSubmission): Promise<ContactReceipt> {
  return httpClient.request<ContactReceipt>({ method: 'POST', path: CONTACT_FORM_PATH, body });
}
