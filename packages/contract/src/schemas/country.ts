import { z } from 'zod';

/** The countries call answers ISO codes with display names. */
export const countryOption = z.object({
  code: z.string().length(2).describe('ISO 3166-1 alpha-2 code, e.g. US'),
  country: z.string().describe('Display name, e.g. United States'),
});
export type CountryOption = z.infer<typeof countryOption>;

/** Subdivisions: single-key objects, code → name, e.g. [{"CA":"California"}]. */
export const subdivision = z
  .record(z.string(), z.string())
  .refine((entry) => Object.keys(entry).length === 1, 'Each subdivision has exactly one key');
export const subdivisionList = z.array(subdivision);

/**
 * The world list the web app ships for phone prefixes and time zones (not served by the API).
 * `mobileCode` is always an array because some countries have several prefixes.
 */
export const country = z.object({
  name: z.string(),
  code: z.string().length(2),
  timezone: z.string().describe('IANA zone of the capital, e.g. America/New_York'),
  utc: z.string().describe('UTC offset label, e.g. UTC-05:00'),
  mobileCode: z.array(z.string()).min(1).describe('Dialling prefixes, e.g. ["+1"]'),
});
export type Country = z.infer<typeof country>;
