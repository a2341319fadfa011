import type { AssessmentResult } from '@mhp/contract/schemas/varicocele';
import type { AssessmentSubmission } from '@mhp/contract/schemas/varicocele';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-error';
import { randomToken, sha256 } from '../users/secrets';
import { createAssessmentRepo, type AssessmentRow } from './assessment-repo';
import { scoreAssessment } from './scoring';

function present(row: AssessmentRow): AssessmentResult {
  return { ...row.result, id: row.id, created_at: row.createdAt.toISOString() };
}

const NOT_FOUND = 'No such assessment result.';

/**
 * A result kept for an account that no longer exists (its token outlived it: the session
 * check refuses such a token first; this covers the moment in between). 401, as for any
 * token that no longer stands for an account; nothing is stored.
 */
async function forExistingAccount<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
    if (code === '23503' || cause?.code === '23503') {
      throw unauthorized('The access token is invalid or has expired.');
    }
    throw error;
  }
}

export function createAssessmentService(deps: { db: Database }) {
  const repo = createAssessmentRepo(deps.db);
  return {
    /** Scores on the server and keeps the result; a guest gets a token to claim it later. */
    async submit(body: AssessmentSubmission, userId: string | null) {
      const result = scoreAssessment(body.assessment_type, body.answers);
      const claimToken = userId ? null : randomToken();
      const row = await forExistingAccount(
        repo.insert({
          userId,
          claimTokenHash: claimToken ? sha256(claimToken) : null,
          type: body.assessment_type,
          answers: body.answers,
          result,
        }),
      );
      return { ...present(row), claim_token: claimToken };
    },

    async claim(claimToken: string, userId: string): Promise<AssessmentResult> {
      const row = await forExistingAccount(repo.claim(sha256(claimToken), userId));
      if (!row) throw notFound('This result was already kept, or the link has expired.');
      return present(row);
    },

    async list(userId: string): Promise<AssessmentResult[]> {
      return (await repo.listForUser(userId)).map(present);
    },

    async get(id: string, userId: string): Promise<AssessmentResult> {
      // Ids are UUIDs; anything else cannot exist (and must not reach a uuid comparison).
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(NOT_FOUND);
      const row = await repo.findForUser(id, userId);
      if (!row) throw notFound(NOT_FOUND);
      return present(row);
    },
  };
}
