/**
 * What the chat needs from the red-flag safety step (safety/, written with its labelled test
 * set): the reply service runs it before any engine, so no engine can skip it.
 */
export interface TriageResult {
  urgent: boolean;
  kind: string | null;
  /** What to do now (call emergency services, a crisis line, go to the emergency department). */
  instruction: string;
  reason: string;
  /** Not urgent, but what to do if it is happening now: the line the reply ends with. */
  safetyNet: string;
  /** Urgent: the public pages the guidance rests on, the reply's only sources. */
  sources?: readonly { title: string; url: string }[];
}

export interface RequestKind {
  asksForDiagnosis: boolean;
  asksForDose: boolean;
}

export interface ChatSafety {
  /**
   * Synchronous with the rules and the classifier alone; a promise when a configured model
   * also gives its yes/no (safety/configured-safety.ts), which can only raise the alarm.
   */
  triage(text: string): TriageResult | Promise<TriageResult>;
  classifyRequest(text: string): RequestKind;
  /** The Markdown block an urgent reply opens with. */
  urgentReply(result: TriageResult): string;
}

/**
 * An urgent reply or a dose refusal ends with its own guidance: no library sources or
 * follow-up questions after it (issue 24). The reply and the related-prompts call both ask.
 */
export const endsWithOwnGuidance = (
  triage: Pick<TriageResult, 'urgent'>,
  request: Pick<RequestKind, 'asksForDose'>,
) => triage.urgent || request.asksForDose;
