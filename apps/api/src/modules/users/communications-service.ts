import { communicationTopics, type CommunicationPreferences } from '@mhp/contract/schemas/content';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { communicationsRepo } from './communications-repo';
import { maskEmail, normalizeEmail } from './email-address';
import { deriveKey, hmacSha256 } from './secrets';

type Topic = (typeof communicationTopics)[number];

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
  publicUrl: string;
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
     * The manage-communications URL for a marketing email to `email`; an address seen for
     * the first time starts subscribed to every topic (it is receiving marketing mail).
     */
    async linkFor(email: string): Promise<string> {
      const iHash = iHashOf(email);
      await repo.ensure(normalizeEmail(email), iHash, [...communicationTopics]);
      return `${deps.publicUrl}/manage-communications?i_hash=${encodeURIComponent(iHash)}`;
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
