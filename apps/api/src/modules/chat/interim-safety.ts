import type { ChatSafety } from './safety-port';

/**
 * INTERIM, replaced when the chat-triage branch lands safety/ and the knowledge base: a
 * triage that finds no emergency and a classifier that finds nothing, so the module runs.
 */
export const interimSafety: ChatSafety = {
  triage: () => ({ urgent: false, kind: null, instruction: '', reason: '' }),
  classifyRequest: () => ({ asksForDiagnosis: false, asksForDose: false }),
  urgentReply: (result) => `**${result.instruction}**\n\n${result.reason}`,
};

export const interimStarterSuggestions: readonly string[] = [];
