import { analyse, type Analysis } from './analyse';
import type { Concept } from './concepts';
import { RED_FLAG_RULES, type RedFlagRule } from './red-flags';
import { classify } from './triage-classifier';
import { curiousFraming } from './framing';

export { curiousFraming } from './framing';

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

/** Three sentences this short (in tokens, boundaries included) are read together. */
const SHORT_LINES_TOKENS = 15;

/**
 * Sets of concepts described as happening now, per window of one or two sentences (three
 * when they are very short).
 */
function windows(analysis: Analysis): Set<Concept>[] {
  const bySentence = Array.from({ length: analysis.sentenceCount }, () => new Set<Concept>());
  for (const mention of analysis.active) {
    bySentence[analysis.sentenceOf[mention.start] ?? 0]?.add(mention.concept);
  }
  const lengths = Array.from({ length: analysis.sentenceCount }, () => 0);
  for (const sentence of analysis.sentenceOf) lengths[sentence] = (lengths[sentence] ?? 0) + 1;
  const result = [...bySentence];
  for (let i = 0; i + 1 < bySentence.length; i++) {
    result.push(new Set([...(bySentence[i] ?? []), ...(bySentence[i + 1] ?? [])]));
    // Three short lines read as one message: "my nuts / hurt / so bad".
    const three = (lengths[i] ?? 0) + (lengths[i + 1] ?? 0) + (lengths[i + 2] ?? 0);
    if (i + 2 < bySentence.length && three <= SHORT_LINES_TOKENS) {
      result.push(
        new Set([
          ...(bySentence[i] ?? []),
          ...(bySentence[i + 1] ?? []),
          ...(bySentence[i + 2] ?? []),
        ]),
      );
    }
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

/** The rules alone (ADR 014): an emergency concept described as happening now. */
export function triageRules(text: string): TriageResult {
  if (!text.trim()) return NOT_URGENT;
  const rule = firstMatchingRule(analyse(text));
  return rule ? resultFor(rule.kind) : NOT_URGENT;
}

function resultFor(kind: RedFlagKind): TriageResult {
  const rule = RED_FLAG_RULES.find((r) => r.kind === kind);
  if (!rule) return NOT_URGENT;
  return { urgent: true, kind, instruction: rule.instruction, reason: rule.reason };
}

/**
 * Is this message an emergency described as happening now (to the writer or someone else)?
 * The rules first; when they say "not urgent", the classifier's second opinion may still
 * raise the alarm (never lower it). A curious or educational framing ("just wondering
 * why…", "for a school project") with nothing saying it is happening now is answered, not
 * alarmed: the answer engines explain and say when to seek care (issue 24).
 */
export function triage(text: string): TriageResult {
  if (!text.trim() || curiousFraming(text)) return NOT_URGENT;
  const analysis = analyse(text);
  const rule = firstMatchingRule(analysis);
  if (rule) return resultFor(rule.kind);
  if (!secondOpinionAllowed(analysis)) return NOT_URGENT;
  const opinion = classify(text);
  return opinion.alarm ? resultFor(opinion.kind) : NOT_URGENT;
}

/**
 * The classifier is for words the rules do not know. When the rules did recognise a symptom
 * and set it aside on purpose — negated ("no bleeding"), over ("went away after a minute"),
 * hypothetical ("if I ever get…") — they are trusted: the classifier sees the symptom words
 * but not why they do not count.
 */
function secondOpinionAllowed(analysis: Analysis): boolean {
  return analysis.discounted.length === 0;
}

/** For the training script: may the classifier raise the alarm on this message? */
export function classifierMayAsk(text: string): boolean {
  return !curiousFraming(text) && secondOpinionAllowed(analyse(text));
}

/**
 * The Markdown block an urgent reply opens with: the instruction first, then the reason,
 * then a line on what the chat cannot do. Empty for a result that is not urgent.
 */
export function urgentReply(
  result: Pick<TriageResult, 'urgent' | 'instruction' | 'reason'>,
): string {
  if (!result.urgent) return '';
  return [
    `**${result.instruction}**`,
    result.reason,
    'This chat cannot examine you or call for help. If you are not sure whether it is an emergency, treat it as one: it is always right to get checked now rather than wait.',
  ].join('\n\n');
}
