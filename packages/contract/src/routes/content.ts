import { z } from 'zod';
import { brandIds } from '../brands';
import { CONTACT_HONEYPOT_FIELD } from '../constants';
import { consultForm, contactForm } from '../forms';
import { defineRoute } from '../route';
import {
  communicationPreferences,
  contactInfo,
  htmlTemplate,
  termsDocument,
  termsTypes,
} from '../schemas/content';

const TAG = 'Contact and content';
const brand = z.enum(brandIds);

const honeypot = {
  [CONTACT_HONEYPOT_FIELD]: z
    .string()
    .max(500)
    .optional()
    .describe('Leave empty (hidden from people; a filled one marks a bot)'),
};

/** The contact and consult forms post to one call; `form_type` says which rules apply. */
const contactSubmission = z.discriminatedUnion('form_type', [
  contactForm.extend({ form_type: z.literal('contact'), project_type: brand, ...honeypot }),
  consultForm.extend({ form_type: z.literal('consult'), project_type: brand, ...honeypot }),
]);

export const contentRoutes = {
  contactInfo: defineRoute({
    method: 'GET',
    path: '/api/landing/contact-info/',
    summary: "A variant's contact details for the contact page",
    tag: TAG,
    auth: 'public',
    query: z.object({ contact_type: brand.describe('Variant whose details to show') }),
    response: contactInfo,
  }),
  contactUsForm: defineRoute({
    method: 'POST',
    path: '/api/contactus-form/',
    summary: 'Send the contact form or the consult request form',
    tag: TAG,
    auth: 'optional',
    body: contactSubmission,
    response: z.object({ id: z.string(), message: z.string().describe('Thank-you text') }),
    status: 201,
  }),
  termsCondition: defineRoute({
    method: 'GET',
    path: '/api/landing/terms-condition/',
    summary: 'Terms of service or privacy policy text',
    tag: TAG,
    auth: 'public',
    query: z.object({
      type: z.enum(termsTypes),
      project_type: brand.optional().describe('Variant-specific text; shared text when absent'),
    }),
    response: termsDocument,
  }),
  customerInteractionTemplate: defineRoute({
    method: 'GET',
    path: '/api/customer-interactions/template/',
    summary: 'A named HTML template (e.g. the subscription popup)',
    tag: TAG,
    auth: 'public',
    query: z.object({
      template_name: z.string().min(1).max(100).describe('e.g. subscription_popup'),
    }),
    response: htmlTemplate,
  }),
  emailDomainsTemplate: defineRoute({
    method: 'GET',
    path: '/api/stud/email-domains-template/',
    summary: "Subscribe success content for the subscriber's email provider",
    tag: TAG,
    auth: 'public',
    query: z.object({
      email_domains: z
        .string()
        .min(1)
        .max(253)
        .describe('Domain of the address just subscribed, e.g. gmail.com'),
    }),
    response: z.object({
      email_domains: z.string(),
      content: z.string().describe('HTML, e.g. with an "Open Gmail" button'),
      inbox_url: z.string().nullable().describe('Webmail URL of the provider; null if unknown'),
    }),
  }),
  urlSubscribePopup: defineRoute({
    method: 'GET',
    path: '/api/stud/url-subscribe-popup/',
    summary: 'Paths on which the subscription popup may show',
    tag: TAG,
    auth: 'public',
    query: z.object({
      project_type: brand
        .default('stud')
        .describe('The brand asking: a brand with no popup of its own gets no paths'),
    }),
    response: z.object({
      urls: z.array(z.string()).describe('Paths such as /shop; compared ignoring a trailing slash'),
    }),
  }),
  getManageCommunications: defineRoute({
    method: 'GET',
    path: '/api/stud/manage-communications/',
    summary: 'Communication preferences of an emailed link (no login)',
    tag: TAG,
    auth: 'public',
    query: communicationPreferences.pick({ i_hash: true }),
    response: communicationPreferences.extend({
      email: z.string().describe('Masked address, e.g. j•••@example.com'),
    }),
  }),
  updateManageCommunications: defineRoute({
    method: 'POST',
    path: '/api/stud/manage-communications/',
    summary: 'Save the communication preferences of an emailed link (no login)',
    tag: TAG,
    auth: 'public',
    body: communicationPreferences,
    response: communicationPreferences.extend({ email: z.string() }),
  }),
};
