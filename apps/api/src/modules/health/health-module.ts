import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserMessageStored } from '../chat/reply-service';
import { createKnowledgeRepo } from '../chat/knowledge-repo';
import type { ChatSafety } from '../chat/safety-port';
import { triage, urgentReply } from '../chat/safety/triage';
import { createComponentMessages } from './component-messages';
import {
  createLocalExtractor,
  createOpenAiExtractor,
  withLocalFallback,
  type FactExtractor,
} from './extraction/fact-extractor';
import { createThreadedExtractor } from './extraction/threaded-extractor';
import { createHealthRepo } from './health-repo';
import { createHealthService } from './health-service';
import { createUserDataService } from './user-data-service';
import { createUserFacts } from './user-facts';

export interface HealthModuleDeps {
  config: Config;
  db: Database;
  /** Default: the OpenAI-compatible extraction when AI_BASE_URL is set, else the local rules. */
  extractor?: FactExtractor;
  /** Default: the chat's red-flag triage (safety/). */
  safety?: Pick<ChatSafety, 'triage' | 'urgentReply'>;
}

/**
 * Health tracking (issue 11): facts extracted from chat messages, the user's conditions and
 * processor variables, the facts the chat engines answer with, component messages, and the
 * user's data (download, delete). The chat calls `recordFromMessage` after storing a user
 * message and `factsOf` before an engine answers.
 */
export function createHealthModule(deps: HealthModuleDeps, log: FastifyBaseLogger) {
  const { config, db } = deps;
  const repo = createHealthRepo(db);
  const ai = config.ai.baseUrl
    ? { baseUrl: config.ai.baseUrl, model: config.ai.model, apiKey: config.ai.apiKey }
    : undefined;
  // The local rules run on a worker thread (ADR 031) unless the configuration says otherwise:
  // a long message then costs no socket its reply time.
  const threaded = config.extractionThread
    ? createThreadedExtractor({
        onProblem: (problem, error) => log.warn({ err: error }, `health extraction: ${problem}`),
      })
    : null;
  const local = threaded ?? createLocalExtractor();
  const extractor =
    deps.extractor ??
    (ai
      ? withLocalFallback(
          createOpenAiExtractor(ai),
          (error) =>
            log.warn({ err: error }, 'health extraction: remote engine failed, local rules used'),
          local,
        )
      : local);

  return {
    repo,
    service: createHealthService(repo),
    userData: createUserDataService({ db, repo }),
    components: createComponentMessages({
      repo,
      knowledge: createKnowledgeRepo(db),
      safety: deps.safety ?? { triage, urgentReply },
      ai,
      log,
    }),
    factsOf: createUserFacts(db),

    /**
     * Extracts and stores the facts of one user message. Never throws and never logs the
     * text: a failure is logged by its code only (a database error's message would carry the
     * query's values).
     */
    async recordFromMessage(message: UserMessageStored): Promise<number> {
      try {
        const facts = await extractor.extract(message.text);
        return await repo.insertFacts(
          { userId: message.userId, roomId: message.roomId, messageId: message.messageId },
          facts,
        );
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).name;
        log.warn({ code, messageId: message.messageId }, 'health facts not stored');
        return 0;
      }
    },

    /** Stops the extraction thread (the app's close). */
    close: async () => threaded?.close(),
  };
}

export type HealthModule = ReturnType<typeof createHealthModule>;
