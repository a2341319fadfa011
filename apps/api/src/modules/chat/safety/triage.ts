import { analyse, type Analysis } from './analyse';
import type { Concept } from './concepts';
import { RED_FLAG_RULES, type RedFlagRule } from './red-flags';

/**
 * Red-flag triage: runs before any answer engine and decides whether a message describes
 * an emergency happening now. Design and limits: docs/decisions/014-chat-triage-red-flag-triage.md.
 *
 * Pure and synchronous: no I/O, a few microseconds per typical message.
 */
export type RedFlagKind =
  | 'testicular_torsion'
  | 'chest_pain'
  | 'stroke'
  | 'suicide_self_harm'
  | 'priapism'
  | 'heavy_bleeding'
  | 'breathing'
  | 'fainting'
  | 'scrotal_infection'
  | 'allergic_reaction'
  | 'genital_trauma'
  | 'urinary_retention'
  | 'overdose';

export interface TriageResult {
  urgent: boolean;
  kind: RedFlagKind | null;
  /** The opening line(s) of the reply; empty when not urgent. */
  instruction: string;
  /** One or two sentences on why; empty when not urgent. */
  reason: string;
}

const NOT_URGENT: TriageResult = { urgent: false, kind: null, instruction: '', reason: '' };

/** Sets of concepts described as happening now, per window of one or two sentences. */
function windows(analysis: Analysis): Set<Concept>[] {
  const bySentence = Array.from({ length: analysis.sentenceCount }, () => new Set<Concept>());
  for (const mention of analysis.active) {
    bySentence[analysis.sentenceOf[mention.start] ?? 0]?.add(mention.concept);
  }
  const result = [...bySentence];
  for (let i = 0; i + 1 < bySentence.length; i++) {
    result.push(new Set([...(bySentence[i] ?? []), ...(bySentence[i + 1] ?? [])]));
  }
  return result.filter((set) => set.size > 0);
}

function firstMatchingRule(analysis: Analysis): RedFlagRule | null {
  const sets = windows(analysis);
  for (const rule of RED_FLAG_RULES) {
    for (const concepts of sets) {
      if (rule.matches((...wanted) => wanted.some((c) => concepts.has(c)))) return rule;
    }
  }
  return null;
}

/** Is this message an emergency described as happening now (to the writer or someone else)? */
export function triage(text: string): TriageResult {
  if (!text.trim()) return NOT_URGENT;
  const rule = firstMatchingRule(analyse(text));
  if (!rule) return NOT_URGENT;
  return { urgent: true, kind: rule.kind, instruction: rule.instruction, reason: rule.reason };
}

/**
 * The Markdown block an urgent reply opens with: the instruction first, then the reason,
 * then a line on what the chat cannot do. Empty for a result that is not urgent.
 */
export function urgentReply(result: TriageResult): string {
  if (!result.urgent) return '';
  return [
    `**${result.instruction}**`,
    result.reason,
    'This chat cannot examine you or call for help. If you are not sure whether it is an emergency, treat it as one: it is always right to get checked now rather than wait.',
  ].join('\n\n');
}
