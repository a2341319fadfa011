import { z } from 'zod';
import { brandIds } from '../brands';

export const contactInfo = z.object({
  contact_type: z.enum(brandIds),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable().describe('Postal address, lines separated by \\n'),
  opening_hours: z.string().nullable().describe('e.g. "Mon–Fri 9:00–17:00 ET"'),
  social_links: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ContactInfo = z.infer<typeof contactInfo>;

export const termsTypes = ['terms_of_service', 'privacy_policy'] as const;

export const termsDocument = z.object({
  type: z.enum(termsTypes),
  title: z.string(),
  content: z.string().describe('HTML'),
  updated_at: z.iso.datetime(),
});
export type TermsDocument = z.infer<typeof termsDocument>;

export const htmlTemplate = z.object({
  template_name: z.string(),
  subject: z.string().nullable().describe('Email subject when the template is an email'),
  content: z.string().describe('HTML'),
});
export type HtmlTemplate = z.infer<typeof htmlTemplate>;

/** Topics a subscriber can keep or stop (manage-communications `check`). */
export const communicationTopics = [
  'newsletter',
  'promotions',
  'product_updates',
  'health_tips',
] as const;

export const communicationPreferences = z.object({
  i_hash: z.string().min(1).max(200).describe('Signed id from the emailed link; no login needed'),
  check: z
    .array(z.enum(communicationTopics))
    .describe('Topics still received; an empty list unsubscribes from all marketing email'),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferences>;
