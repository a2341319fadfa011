import type { ChatSafety } from './safety-port';
import { triage, urgentReply } from './safety/triage';

/**
 * The safety step the chat runs before any engine. INTERIM until the chat-triage branch
 * lands classifyRequest and the knowledge base: diagnosis and dose questions are not told
 * apart yet, and there are no starter suggestions.
 */
export const defaultSafety: ChatSafety = {
  triage,
  urgentReply,
  classifyRequest: () => ({ asksForDiagnosis: false, asksForDose: false }),
};

export const interimStarterSuggestions: readonly string[] = [];
