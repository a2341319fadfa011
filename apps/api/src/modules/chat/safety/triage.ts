import type { ArticleSource } from '../../../db/seed-data/health-articles/sources';
import { analyse, type Analysis } from './analyse';
import type { Concept } from './concepts';
import { EMERGENCY_SOURCES, RED_FLAG_RULES, type RedFlagRule } from './red-flags';
import {
  classify,
  CERTAIN_THRESHOLD,
  CLASSIFIER_THRESHOLD,
  CONFIDENT_THRESHOLD,
  nameEmergency,
  OVERRULE_THRESHOLD,
} from './triage-classifier';
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
  /**
   * Not urgent, but the words are an emergency's (a curious question, or an alarm the second
   * opinion set aside): the line the reply ends with, saying what to do if it is happening
   * now. Empty otherwise.
   */
  safetyNet: string;
  /** Urgent: the public pages the guidance rests on (EMERGENCY_SOURCES). */
  sources?: readonly ArticleSource[];
}

const NOT_URGENT: TriageResult = {
  urgent: false,
  kind: null,
  instruction: '',
  reason: '',
  safetyNet: '',
};

/** Three sentences this short (in tokens, boundaries included) are read together. */
const SHORT_LINES_TOKENS = 15;

/** Concepts described as happening now in sentences first..last of the message. */
interface Window {
  concepts: Set<Concept>;
  first: number;
  last: number;
}

/** Windows of one or two sentences (three when they are very short). */
function windows(analysis: Analysis): Window[] {
  const bySentence = Array.from({ length: analysis.sentenceCount }, () => new Set<Concept>());
  for (const mention of analysis.active) {
    bySentence[analysis.sentenceOf[mention.start] ?? 0]?.add(mention.concept);
  }
  const lengths = Array.from({ length: analysis.sentenceCount }, () => 0);
  for (const sentence of analysis.sentenceOf) lengths[sentence] = (lengths[sentence] ?? 0) + 1;
  const span = (first: number, last: number): Window => {
    const concepts = new Set<Concept>();
    for (let i = first; i <= last; i++) for (const c of bySentence[i] ?? []) concepts.add(c);
    return { concepts, first, last };
  };
  const result = bySentence.map((_, i) => span(i, i));
  for (let i = 0; i + 1 < bySentence.length; i++) {
    result.push(span(i, i + 1));
    // Three short lines read as one message: "my nuts / hurt / so bad".
    const three = (lengths[i] ?? 0) + (lengths[i + 1] ?? 0) + (lengths[i + 2] ?? 0);
    if (i + 2 < bySentence.length && three <= SHORT_LINES_TOKENS) result.push(span(i, i + 2));
  }
  return result.filter((w) => w.concepts.size > 0);
}

/** Every rule that matches some window, in the rules' order, with the first such window. */
function matchingRules(analysis: Analysis): { rule: RedFlagRule; window: Window }[] {
  const all = windows(analysis);
  return RED_FLAG_RULES.flatMap((rule) => {
    const window = all.find((w) =>
      rule.matches((...wanted) => wanted.some((c) => w.concepts.has(c))),
    );
    return window ? [{ rule, window }] : [];
  });
}

/** Longer messages are named from the sentences that matched, so naming stays cheap. */
const NAME_FROM_WHOLE_TEXT_CHARS = 800;

/**
 * The emergency's kind when the rules found it. Several rules can match one message ("locked
 * himself in with a razor and won't answer" is self-harm and a faint by the words; "can't get
 * air… can't talk" is breathing and stroke): the classifier, trained on what people meant,
 * names the likeliest of them, so the reply gives that emergency's instruction.
 */
function kindFound(analysis: Analysis, text: string): RedFlagKind | null {
  const matches = matchingRules(analysis);
  if (matches.length === 0) return null;
  if (matches.length === 1) return namedByRuleOrModel(matches[0]!.rule.kind, text);
  const sentences = new Set(
    matches.flatMap(({ window }) =>
      Array.from({ length: window.last - window.first + 1 }, (_, i) => window.first + i),
    ),
  );
  const evidence =
    text.length <= NAME_FROM_WHOLE_TEXT_CHARS
      ? text
      : analysis.tokens.filter((_, at) => sentences.has(analysis.sentenceOf[at] ?? -1)).join(' ');
  // "groin and scrotum hot, angry red and spreading… going to pass out" reads as torsion and a
  // faint by the words; a classifier very sure of a third kind (an infection) names it.
  return nameEmergency(
    evidence,
    matches.map(({ rule }) => rule.kind),
  );
}

/**
 * One rule matched, but what it read may be a sign of another emergency: pills taken "instead
 * of 2" and "breathing feels slow" is an overdose, not a breathing problem; "took some pills
 * off someone… not making sense" is an overdose, not a stroke. When the classifier is very
 * sure (its confident bar) of another kind, it names the emergency; the alarm stands either way.
 */
function namedByRuleOrModel(ruled: RedFlagKind, text: string): RedFlagKind {
  return nameEmergency(text.slice(0, NAME_FROM_WHOLE_TEXT_CHARS), [ruled]);
}

/** The rules alone (ADR 014): an emergency concept described as happening now. */
export function triageRules(text: string): TriageResult {
  if (!text.trim()) return NOT_URGENT;
  const kind = kindFound(analyse(text), text);
  return kind ? urgentResult(kind) : NOT_URGENT;
}

/**
 * A curious question's reading with its hypotheticals taken as happening ("what are the signs
 * of a stroke?" names a stroke): the emergency it is about, for the line on what to do if it
 * were happening now. Negated and past mentions stay set aside.
 */
function asIfHappening(analysis: Analysis): Analysis {
  const hypothetical = analysis.discounted.filter(({ discount }) => discount === 'hypothetical');
  return {
    ...analysis,
    active: [...analysis.active, ...hypothetical.map(({ mention }) => mention)],
    discounted: analysis.discounted.filter(({ discount }) => discount !== 'hypothetical'),
  };
}

/** The urgent result for an emergency of this kind: its instruction and reason. */
export function urgentResult(kind: RedFlagKind): TriageResult {
  const rule = RED_FLAG_RULES.find((r) => r.kind === kind);
  if (!rule) return NOT_URGENT;
  return {
    ...NOT_URGENT,
    urgent: true,
    kind,
    instruction: rule.instruction,
    reason: rule.reason,
    sources: EMERGENCY_SOURCES[kind],
  };
}

/** Answered, not alarmed, with the emergency's instruction in case it is happening now. */
function safetyNetFor(kind: RedFlagKind): TriageResult {
  const { instruction } = urgentResult(kind);
  if (!instruction) return NOT_URGENT;
  return {
    ...NOT_URGENT,
    safetyNet: `**If this is happening now**, to you or someone with you, do not wait for this chat. ${instruction}`,
  };
}

/** Fewer words than this give the classifier too little to overrule the rules on. */
const OVERRULE_MIN_WORDS = 12;

/**
 * May the classifier set aside the rules' alarm of this kind in this message? Only in a message
 * of at least OVERRULE_MIN_WORDS words ("i think im having a heart attack" is short, direct and
 * gives the classifier almost nothing to weigh), and never for self-harm: a joke read as a
 * crisis gets a kind word and a number, a crisis read as a joke could cost a life (ADR 014,
 * eighth session). Shared with the training script, which picks the bar by the same test.
 */
export function mayOverrule(text: string, kind: RedFlagKind | null): boolean {
  if (kind === null || kind === 'suicide_self_harm') return false;
  return text.trim().split(/\s+/).length >= OVERRULE_MIN_WORDS;
}

/**
 * Is this message an emergency described as happening now (to the writer or someone else)?
 * The rules first. When they say "not urgent", the classifier's second opinion may still
 * raise the alarm. When they say "urgent", it may set their alarm aside only where it is
 * nearly sure (OVERRULE_THRESHOLD, chosen out of fold to set aside no emergency the rules
 * caught) in a message it may overrule (mayOverrule): on new words the rules raise most of the
 * false alarms and the classifier few (ADR 014, eighth session). A curious or educational
 * framing ("just wondering why…", "for a school project") with nothing saying it is happening
 * now is answered, not alarmed (issue 24). Both end their answer with the emergency's
 * instruction in case it is happening now (`safetyNet`).
 */
export function triage(text: string): TriageResult {
  if (!text.trim()) return NOT_URGENT;
  const analysis = analyse(text);
  const kind = kindFound(analysis, text);
  if (curiousFraming(text)) {
    const topic = kind ?? kindFound(asIfHappening(analysis), text);
    return topic ? safetyNetFor(topic) : NOT_URGENT;
  }
  if (kind) {
    const overruled = mayOverrule(text, kind) && classify(text).probability < OVERRULE_THRESHOLD;
    return overruled ? safetyNetFor(kind) : urgentResult(kind);
  }
  const bar = classifierBarFor(analysis);
  if (bar === 'never') return NOT_URGENT;
  const opinion = classify(text);
  const needed = {
    usual: CLASSIFIER_THRESHOLD,
    confident: CONFIDENT_THRESHOLD,
    certain: CERTAIN_THRESHOLD,
  }[bar];
  return opinion.probability >= needed ? urgentResult(opinion.kind) : NOT_URGENT;
}

/**
 * How sure the classifier must be to raise the alarm: its usual bar, a higher one, a higher
 * one still, or never (a curious question).
 */
export type ClassifierBar = 'usual' | 'confident' | 'certain' | 'never';

/** Time words and hedges ("10 minutes ago", "on and off", "a bit"): not symptoms. */
const TIME_AND_HEDGES: ReadonlySet<Concept> = new Set<Concept>(['recent', 'chronic']);

/**
 * The classifier is for words the rules do not know. When the rules recognised a symptom and
 * set it aside on purpose, they are trusted unless the classifier is very sure, because those
 * readings can be wrong: "been hard for 5 hours and it's gone purple" is not "gone away", and
 * "last time I couldn't pee they put a catheter in. It's happening again, 15 hours now" is a
 * recurrence, not history. Negated or over needs CONFIDENT_THRESHOLD; history or a
 * hypothetical ("two years ago", "if I ever get…") needs CERTAIN_THRESHOLD, and only when a
 * time word also puts something in the present ("now", "tonight", "come back"): with none,
 * the message is all history and the rules are trusted. Each bar is the lowest at which the
 * classifier adds no false alarm out of fold (scripts/train-triage.mjs).
 */
function classifierBarFor(analysis: Analysis): ClassifierBar {
  const bar = barFromDiscounts(analysis);
  // "took my omeprazole twice today", "nearly passed out on the rowing machine", "a few drops
  // on the toilet paper": named and
  // not an emergency by itself; the classifier must be very sure (symptoms with it are read
  // by the rules).
  const mild = analysis.active.some((m) => MILD_BY_ITSELF.has(m.concept));
  // "…twice, 2 x metoprolol. 68yo. Feeling kind of lightheaded": with harm said anywhere in
  // the message it is no longer by itself.
  const harm = analysis.active.some((m) => HARM_SIGNS.has(m.concept));
  return mild && !harm && bar === 'usual' ? 'confident' : bar;
}

const MILD_BY_ITSELF: ReadonlySet<Concept> = new Set<Concept>([
  'dose_slip',
  'near_faint',
  'minor_bleed',
]);
/** Signs of harm that make a mild-by-itself mention worth the classifier's usual bar. */
const HARM_SIGNS: ReadonlySet<Concept> = new Set<Concept>([
  'nausea',
  'confusion',
  'collapse',
  'presyncope',
  'dizzy',
  'ataxia',
  'drug_harm',
  'speech',
  'breath_strong',
  'breath_weak',
]);

function barFromDiscounts(analysis: Analysis): ClassifierBar {
  // A time or hedge set aside ("if I'll stop tonight", "on and off") is not a symptom the
  // rules read and judged: only symptoms raise the bar.
  const judged = analysis.discounted.filter(({ mention }) => !TIME_AND_HEDGES.has(mention.concept));
  if (judged.length === 0) return 'usual';
  const firm = judged.some(({ discount }) => discount === 'past' || discount === 'hypothetical');
  if (!firm) return 'confident';
  return analysis.presentNow ? 'certain' : 'never';
}

/** For the training script: how sure must the classifier be to raise the alarm here? */
export function classifierBar(text: string): ClassifierBar {
  return curiousFraming(text) ? 'never' : classifierBarFor(analyse(text));
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
