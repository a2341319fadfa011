import { z } from 'zod';
import { brandIds } from '../brands';
import { defineRoute } from '../route';

/** What the browser needs to send the user to an OpenID provider: public values only. */
export const oidcSignIn = z.object({
  clientId: z.string().describe("The web app's OAuth client id (the first configured id)"),
  issuer: z.string().describe('The OpenID issuer, e.g. https://accounts.google.com'),
  authorizationEndpoint: z
    .string()
    .nullable()
    .describe("From the issuer's discovery document; null while that cannot be read"),
});
export type OidcSignIn = z.infer<typeof oidcSignIn>;

/** A configured third-party scheduling widget (Cal.com or Calendly) for the consult page. */
export const consultEmbed = z.object({
  provider: z.enum(['cal', 'calendly']),
  url: z.string().describe('The booking link, e.g. https://cal.com/clinic/consult'),
  scriptUrl: z.string().describe("The provider's embed script"),
});
export type ConsultEmbed = z.infer<typeof consultEmbed>;

/**
 * The explicit public subset of the server's configuration that the browser may see. Served
 * at run time, so one built bundle works behind any set of brand hosts.
 */
export const publicConfig = z.object({
  brandHosts: z
    .record(z.string(), z.enum(brandIds))
    .describe('Host name (no port) → brand shown on that host; other hosts are the generic host'),
  publicUrl: z.string().describe('Base URL of the generic host, e.g. http://localhost:8080'),
  environment: z.enum(['development', 'test', 'production']),
  socialLogin: z
    .object({
      google: oidcSignIn.nullable(),
      apple: oidcSignIn.nullable(),
      x: z.boolean().describe('Sign in with X (GET /api/request-X-token/) is configured'),
    })
    .describe('The sign-in providers the server accepts; null or false when not configured'),
  consultEmbed: consultEmbed
    .nullable()
    .optional()
    .describe('Third-party scheduling widget for /consult (CONSULT_EMBED_URL); null = our booking'),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const appConfigRoutes = {
  publicConfig: defineRoute({
    method: 'GET',
    path: '/api/public-config/',
    summary:
      'Public run-time configuration for the web app (brand hosts, public URL, sign-in providers)',
    tag: 'Token and health',
    auth: 'public',
    response: publicConfig,
  }),
};
