import type { BrandId } from '@mhp/contract/brands';
import { communicationTopics, type CommunicationPreferences } from '@mhp/contract/schemas/content';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { communicationsRepo } from './communications-repo';
import { maskEmail, normalizeEmail } from './email-address';
import { deriveKey, hmacSha256 } from './secrets';

type Topic = (typeof communicationTopics)[number];

/** The brand whose site has the manage-communications page (spec section 2: only stud). */
export const COMMUNICATIONS_BRAND: BrandId = 'stud';

const invalidLink = () =>
  notFound('This link is not valid. Please use the link in your most recent email from us.');

/**
 * Marketing-email preferences behind the emailed manage-communications link. The link's
 * i_hash is an HMAC of the address under a server key: it needs no login, cannot be forged
 * for another address, and does not show the address in the URL.
 */
export function createCommunicationsService(deps: {
  db: Database;
  secret: string;
  /** Root of a brand's site (lib/brand-site-url.ts). */
  siteUrl: (brand: BrandId) => string;
}) {
  const repo = communicationsRepo(deps.db);
  const key = deriveKey(deps.secret, 'manage-communications');
  const iHashOf = (email: string) => hmacSha256(key, normalizeEmail(email));

  const present = (row: { email: string; emailHash: string; topics: string[] }) => ({
    i_hash: row.emailHash,
    check: row.topics.filter((topic): topic is Topic =>
      (communicationTopics as readonly string[]).includes(topic),
    ),
    email: maskEmail(row.email),
  });

  return {
    iHashOf,

    /**
     * The manage-communications URL for a marketing email to `email`, on the site that has
     * the page (its own host, or its prefix on the generic host); an address seen for the
     * first time starts subscribed to every topic (it is receiving marketing mail). `extra`
     * adds query parameters (the subscription's confirmation token).
     */
    async linkFor(email: string, extra: Record<string, string> = {}): Promise<string> {
      const iHash = iHashOf(email);
      await repo.ensure(normalizeEmail(email), iHash, [...communicationTopics]);
      const query = new URLSearchParams({ i_hash: iHash, ...extra });
      return `${deps.siteUrl(COMMUNICATIONS_BRAND)}/manage-communications?${query}`;
    },

    async get(iHash: string) {
      const row = await repo.findByHash(iHash);
      if (!row) throw invalidLink();
      return present(row);
    },

    async update(preferences: CommunicationPreferences) {
      const topics = communicationTopics.filter((topic) => preferences.check.includes(topic));
      const row = await repo.setTopics(preferences.i_hash, topics);
      if (!row) throw invalidLink();
      return present(row);
    },
  };
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
