import type { ExtractedFact } from '@mhp/contract/schemas/health';
import type { SymptomSeverity } from '@mhp/contract/health-constants';
import {
  labTerms,
  lifestyleTerms,
  medicationTerms,
  procedureTerms,
  supplementTerms,
  symptomTerms,
  type LabTerm,
  type Term,
} from './vocabulary';

/** Longest `main_content` kept (a clause, or its sentence when the clause is very short). */
const MAX_CONTENT = 300;
/** Tokens before a mention that a negator may stand in ("no real pain in my left ball"). */
const NEGATION_WINDOW = 4;

const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nor',
  'neither',
  'denies',
  'deny',
  'free',
  'zero',
]);
/** Negators that are part of an idiom, not of the fact ("not sure", "no idea"). */
const NEGATION_IDIOMS = /\b(?:not sure|no idea|not that|no matter|not only|no doubt)\b/g;
const NEGATED_LIST = /\b(?:no|not|never|without|neither|\w+n't)\b.*\b(?:or|nor)\b/;
const QUESTION_START =
  /^(?:what|how|why|when|where|which|who|can|could|does|do|is|are|should|would|will|may|might|has|have|did)\b/;
const ALWAYS_QUESTION = /^(?:what|how|why|which)\b/;
const THIRD_PARTY =
  /\b(?:my|his|her|our|a) (?:wife|partner|girlfriend|boyfriend|husband|dad|father|mum|mom|mother|brother|friend|son|cousin|uncle|colleague)\b|\b(?:he|she|they) (?:has|have|had|is|was|takes|took|smokes|drinks)\b/;
const HYPOTHETICAL = /\b(?:if|in case|unless|whether|worried (?:that )?i (?:might|will|could))\b/;
const CLAUSE_BREAK =
  /,|;|:|\s-\s|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhile\b|\band (?=(?:i|my|i'm|i've|im|ive|also|then)\b)/g;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  'a few': 3,
  'a couple of': 2,
  'a couple': 2,
  several: 4,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const AMOUNT = String.raw`(\d+(?:\.\d+)?|a few|a couple(?: of)?|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const DURATION_PATTERNS = [
  new RegExp(
    String.raw`\b(?:for|over) (?:the (?:past|last) )?(?:about |around |almost |nearly |over |at least )?${AMOUNT}\s*(day|week|month|year)s?\b`,
  ),
  new RegExp(String.raw`\b(?:the )?(?:past|last) ${AMOUNT}\s*(day|week|month|year)s?\b`),
  new RegExp(String.raw`\b${AMOUNT}\s*(day|week|month|year)s? (?:now|already|ago)\b`),
  /\bsince (?:last )?(?:(?:a|the) )?(week|month|year|january|february|march|april|may|june|july|august|september|october|november|december|childhood|puberty|my teens|my surgery|\d{4})\b/,
];

const SEVERE =
  /\b(?:severe(?:ly)?|terrible|excruciating|unbearable|agoni[sz]ing|intense|really bad|very bad|so bad|sharp|stabbing|killing me|worst|extreme)\b/;
const MODERATE = /\b(?:moderate|quite bad|pretty bad|bad|constant|annoying|nagging)\b/;
const MILD = /\b(?:mild|slight(?:ly)?|a bit|a little|dull|minor|niggl\w*|faint)\b/;
const SCORE = /\b(\d{1,2}) ?(?:\/|out of) ?10\b/;

interface Span {
  start: number;
  end: number;
}

interface Clause extends Span {
  /** Lower-cased text of the clause. */
  text: string;
}

const compiled = new Map<Term, RegExp>();
function regexOf(term: Term): RegExp {
  let regex = compiled.get(term);
  if (!regex) {
    regex = new RegExp(String.raw`(?<![\w-])(?:${term.words.join('|')})(?![\w-])`, 'g');
    compiled.set(term, regex);
  }
  return regex;
}

/** The clauses of a sentence, with offsets into the message. */
function clausesOf(lower: string, sentence: Span): Clause[] {
  const text = lower.slice(sentence.start, sentence.end);
  const clauses: Clause[] = [];
  let start = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    clauses.push({ start: sentence.start + start, end: sentence.start + match.index, text: '' });
    start = match.index + match[0].length;
  }
  clauses.push({ start: sentence.start + start, end: sentence.end, text: '' });
  return clauses
    .map((clause) => ({ ...clause, text: lower.slice(clause.start, clause.end) }))
    .filter((clause) => clause.text.trim().length > 0);
}

function sentencesOf(lower: string): Span[] {
  const spans: Span[] = [];
  const breaks = /[.!?]+(?=\s|$)|\n+/g;
  let start = 0;
  for (const match of lower.matchAll(breaks)) {
    const end = match.index + match[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < lower.length) spans.push({ start, end: lower.length });
  return spans.filter((span) => lower.slice(span.start, span.end).trim().length > 0);
}

function isQuestion(sentence: string): boolean {
  const text = sentence.trim().replace(/^(?:and|so|also|ok|okay|hi|hey|hello)\b[\s,]*/, '');
  if (ALWAYS_QUESTION.test(text)) return true;
  return text.endsWith('?') && QUESTION_START.test(text);
}

/** Whether a negator governs the mention starting at `offset` of the clause. */
function isNegated(clause: string, offset: number): boolean {
  const before = clause.slice(0, offset).replace(NEGATION_IDIOMS, ' ');
  // "never had surgery or a vasectomy": a negated list negates each of its items.
  if (NEGATED_LIST.test(before)) return true;
  const tokens = before
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-NEGATION_WINDOW);
  return tokens.some(
    (token) =>
      NEGATORS.has(token) ||
      token.endsWith("n't") ||
      /^(?:dont|didnt|havent|doesnt|isnt|wasnt|arent|cant)$/.test(token),
  );
}

/** The mention is about someone else, or only imagined. */
function isNotOwnFact(clause: string, offset: number): boolean {
  const before = clause.slice(0, offset);
  return THIRD_PARTY.test(before) || HYPOTHETICAL.test(before);
}

function amountOf(word: string): number {
  const number = Number(word);
  return Number.isFinite(number) ? number : (NUMBER_WORDS[word] ?? 1);
}

function durationOf(text: string): { duration: string; days: number | null } | null {
  for (const pattern of DURATION_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (match.length === 2) return { duration: match[0].trim(), days: null };
    const amount = amountOf(match[1]!);
    const unit = match[2]!;
    const said = `${match[1]} ${unit}${amount === 1 && !/\d/.test(match[1]!) ? '' : 's'}`;
    return {
      duration: said.replace(/^an? (\w+)s?$/, '1 $1').replace(/^1 (\w+?)s$/, '1 $1'),
      days: Math.round(amount * UNIT_DAYS[unit]!),
    };
  }
  return null;
}

function severityOf(text: string): SymptomSeverity | null {
  const score = SCORE.exec(text);
  if (score) {
    const value = Number(score[1]);
    return value <= 3 ? 'mild' : value <= 6 ? 'moderate' : 'severe';
  }
  if (SEVERE.test(text)) return 'severe';
  if (MODERATE.test(text)) return 'moderate';
  if (MILD.test(text)) return 'mild';
  return null;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** Words allowed between a lab term and its value ("was", "came back at", "of about"). */
const GAP = String.raw`(?:[^\d\s.!?;]+\s+){0,5}?`;

const labRegexes = new Map<LabTerm, { after: RegExp; before: RegExp }>();
function labRegexOf(term: LabTerm) {
  let regexes = labRegexes.get(term);
  if (!regexes) {
    const words = `(?:${term.words.join('|')})`;
    const units = `(${term.units.map((unit) => unit.pattern).join('|')})`;
    const unitPart = term.bareNumber ? `(?:\\s*${units})?` : `\\s*${units}`;
    regexes = {
      after: new RegExp(
        String.raw`(?<![\w-])${words}(?![\w-])[\s:=]*${GAP}${NUMBER}${unitPart}(?![\w])`,
        'g',
      ),
      before: new RegExp(
        String.raw`(?<![\w.])${NUMBER}\s*${units}\s+(?:\w+\s+){0,2}?${words}(?![\w-])`,
        'g',
      ),
    };
    labRegexes.set(term, regexes);
  }
  return regexes;
}

function unitOf(term: LabTerm, said: string | undefined): string | null {
  if (!said) return null;
  const found = term.units.find((unit) => new RegExp(`^(?:${unit.pattern})$`).test(said.trim()));
  return found?.unit ?? null;
}

interface Found {
  fact: ExtractedFact;
  span: Span;
}

/**
 * The local, rule-based extraction (issue 11): what a message says about its writer, as
 * analytics facts. Questions, negated mentions ("no pain"), other people's facts ("my wife
 * has pain") and hypotheticals ("if I get pain") are left out. The same text always gives the
 * same facts; no network, no model.
 */
export function extractFacts(message: string): ExtractedFact[] {
  const original = message.replace(/[’‘]/g, "'").slice(0, 4000);
  const lower = original.toLowerCase();
  const found: Found[] = [];

  for (const sentence of sentencesOf(lower)) {
    const sentenceText = lower.slice(sentence.start, sentence.end);
    if (isQuestion(sentenceText)) continue;
    for (const clause of clausesOf(lower, sentence)) {
      const contentOf = () => {
        const own = original.slice(clause.start, clause.end).trim();
        const text =
          own.split(/\s+/).length >= 4 ? own : original.slice(sentence.start, sentence.end).trim();
        return text.replace(/[\s,;:.!?-]+$/, '').slice(0, MAX_CONTENT);
      };
      const overlaps = (span: Span) =>
        found.some((other) => other.span.start < span.end && span.start < other.span.end);
      const keep = (fact: ExtractedFact, span: Span) => {
        if (overlaps(span) || found.some((other) => other.fact.term === fact.term)) return;
        found.push({ fact, span });
      };
      const own = (offset: number) =>
        !isNegated(clause.text, offset) && !isNotOwnFact(clause.text, offset);

      // Lab results first: their numbers must not read as anything else.
      for (const term of labTerms) {
        const { after, before } = labRegexOf(term);
        for (const regex of [after, before]) {
          for (const match of clause.text.matchAll(regex)) {
            if (!own(match.index)) continue;
            const [value, said] = regex === after ? [match[1]!, match[2]] : [match[1]!, match[2]];
            keep(
              {
                type: 'lab_result',
                term: term.term,
                name: term.name,
                main_content: contentOf(),
                duration: null,
                duration_days: null,
                frequency: null,
                severity: null,
                value: Number(value.replace(',', '.')),
                unit: unitOf(term, said),
              },
              {
                start: clause.start + match.index,
                end: clause.start + match.index + match[0].length,
              },
            );
          }
        }
      }

      const groups: Term[][] = [
        symptomTerms,
        medicationTerms,
        supplementTerms,
        procedureTerms,
        lifestyleTerms,
      ];
      for (const terms of groups) {
        for (const term of terms) {
          for (const match of clause.text.matchAll(regexOf(term))) {
            if (!own(match.index)) continue;
            const timed =
              durationOf(clause.text) ??
              (term.type === 'symptom' ? durationOf(sentenceText) : null);
            keep(
              {
                type: term.type,
                term: term.term,
                name: term.name,
                main_content: contentOf(),
                duration: term.type === 'procedure' ? null : (timed?.duration ?? null),
                duration_days: term.type === 'procedure' ? null : (timed?.days ?? null),
                frequency: null,
                severity: term.type === 'symptom' ? severityOf(clause.text) : null,
                value: null,
                unit: null,
              },
              {
                start: clause.start + match.index,
                end: clause.start + match.index + match[0].length,
              },
            );
            break;
          }
        }
      }
    }
  }
  return found.map((item) => item.fact);
}
