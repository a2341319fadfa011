import type { Passage } from '../knowledge-repo';
import type { RequestKind } from '../safety-port';

/**
 * One interface for the two ways to write a reply: the local engine (composes from the
 * knowledge base, the default) and an OpenAI-compatible endpoint (AI_BASE_URL). The reply
 * service does everything around it (safety first, retrieval, storing, streaming to the
 * room), so an engine only turns a question and its context into text.
 */
export interface ChatEngine {
  readonly name: 'local' | 'openai';
  /**
   * The reply as it is written, piece by piece. Stops quietly when `signal` aborts (the user
   * pressed Stop); throws EngineError when it cannot answer.
   */
  reply(request: EngineRequest, signal: AbortSignal): AsyncIterable<string>;
}

export interface EngineRequest {
  question: string;
  /** Earlier turns of the room, oldest first (without the question). */
  history: { role: 'user' | 'assistant'; text: string }[];
  /** Knowledge-base passages retrieved for the question, best first. */
  passages: Passage[];
  /**
   * The user's own facts: profile, and (issue 11) the conditions they track and their
   * processor variables, for answers that know them.
   */
  profile: {
    age: number | null;
    biologicalSex: string | null;
    diseases?: string[];
    variables?: { name: string; label: string; value: string; valueLabel: string }[];
  };
  /** Diagnosis or dose questions get general information and a referral, never a dose. */
  request: RequestKind;
  /** True when the reply already opened with urgent-care guidance. */
  urgent: boolean;
  /** A PDF attached to the question, as the server read it (files/pdf-text.ts). */
  file?: AttachedText | null;
}

/** A PDF's text: empty when it holds none (a scanned image). */
export interface AttachedText {
  name: string;
  text: string;
  /** Pages of the file, and how many of them were read (PDF_LIMITS.pages). */
  pages: number;
  pagesRead: number;
}

/** The engine could not answer (endpoint down, timed out, refused); the message is logged. */
export class EngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
  }
}
