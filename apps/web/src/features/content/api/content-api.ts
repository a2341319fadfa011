import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { BrandId } from '@mhp/contract/brands';
import type { TermsDocument } from '@mhp/contract/schemas/content';
import type { RequestOf, ResponseOf } from '@mhp/contract/route';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { apiQuery } from '../../../shared/api/use-api-query';

const contactInfo = endpoint('GET', '/api/landing/contact-info/');
const termsCondition = endpoint('GET', '/api/landing/terms-condition/');
const contactUsForm = endpoint('POST', '/api/contactus-form/');

export type TermsType = TermsDocument['type'];
export type ContactSubmission = RequestOf<ApiRoutes['contactUsForm']>['body'];
export type ContactReceipt = ResponseOf<ApiRoutes['contactUsForm']>;

/** GET /api/landing/contact-info/?contact_type=<brand> */
export const contactInfoQuery = (brand: BrandId) =>
  apiQuery(contactInfo, { query: { contact_type: brand } });

/** GET /api/landing/terms-condition/?type=...&project_type=<brand> */
export const termsQuery = (type: TermsType, brand: BrandId) =>
  apiQuery(termsCondition, { query: { type, project_type: brand } });

/** POST /api/contactus-form/ (the contact form; the consult form shares the call). */
export const sendContactForm = (body: ContactSubmission) => callApi(contactUsForm, { body });
