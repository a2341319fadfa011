import type { ExtractedFact } from '@mhp/contract/schemas/health';
import type { SymptomSeverity } from '@mhp/contract/health-constants';
import { frequencyOf } from './frequency';
import { ageIn, allergiesIn, conceivingIn, type PersonalMatch } from './personal-facts';
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
  'non',
]);
/** Negators that are part of an idiom, not of the fact ("not sure", "no idea"). */
const NEGATION_IDIOMS =
  /\b(?:not sure|no idea|not that|no matter|not only|no doubt|no luck|no joy|(?:did|does|do|has|have|had|is|are|was|were|wo|would)(?:n't| not) (?:really |even |seem to |much )?(?:help(?:ed)?|work(?:ed)?|improve[ds]?|go(?:ne)? away|stop(?:ped)?|get(?:ting)? better|ease[ds]?|clear(?:ed)?|shift(?:ed)?|budge[ds]?)|not (?:going away|getting better|improving|easing|clearing)|(?:can't|cannot|can not) (?:get rid of|shake))\b/g;
const NEGATED_LIST = /\b(?:no|not|never|without|neither|\w+n't)\b.*\b(?:or|nor)\b/;
const QUESTION_START =
  /^(?:what|how|why|when|where|which|who|can|could|does|do|is|are|should|would|will|may|might|has|have|did)\b/;
const ALWAYS_QUESTION = /^(?:what|how|why|which)\b/;
/** Someone the writer talks about ("my wife", "his dad", "a mate of mine"). */
const OTHER_PERSON = String.raw`(?:wife|partner|girlfriend|gf|boyfriend|husband|fianc[eé]e?|missus|misses|other half|dad|father|old man|mum|mom|mother|parents?|brother|bro|sister|friend|mate|buddy|pal|son|daughter|cousin|uncle|aunt|grand(?:dad|father|pa|ma|mother)|colleague|coworker|co-worker|boss|flatmate|housemate|roommate|neighbou?r|step(?:dad|father|mum|mom|mother|son|brother))`;
const THIRD_PARTY = new RegExp(
  String.raw`\b(?:my|his|her|our|their|a|the|your) (?:\w+ )?${OTHER_PERSON}s?\b|^\s*(?:dad|mum|mom|father|mother|grandad|grandpa)\b|\b(?:he|she)(?:'s|'d)?\b(?![^,;]*\bme\b)|\b(?:they) (?:have|had|are|were|smoke|drink|take|took|use|used)\b`,
);
/** Imagined, not what is ("if I get pain", "what if I started TRT"). */
const HYPOTHETICAL =
  /\b(?:if|in case|unless|whether|worried (?:that )?i (?:might|will|could)|what if|suppose|supposing|imagine|let's say|someday|in the future)\b/;
/** Planned or wished for, just before the mention ("thinking about starting TRT"). */
const INTENDED =
  /\b(?:(?:thinking|thought) (?:about|of)|considering|plan(?:s|ned|ning)? (?:to|on)|going to|gonna|(?:want|wants|wanted|wanting) (?:me |him )?to|wanna|would like to|hop(?:e|ing) to|about to|(?:might|may|could|would|should|will) (?:need to |have to |be )?(?:start|try|take|begin|go on|get on|use|do|have|get))\b(?:\s+\S+){0,3}\s*$/;
// A colon after one opening word ("Age: 33", "Cigarettes: 5 a day") introduces its value, not
// a new clause.
const CLAUSE_BREAK =
  /,|;|(?<!^\s*[\w-]+):|\s-\s|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhile\b|\band (?=(?:i|my|i'm|i've|im|ive|also|then|we|we've|we're)\b)/g;

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
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  'a few': 3,
  'a couple of': 2,
  'a couple': 2,
  several: 4,
};
/** Units of how long, as said ("yrs", "a fortnight"), as a counted unit and how many of it. */
const UNITS: { pattern: RegExp; unit: string; times: number }[] = [
  { pattern: /^(?:days?)$/, unit: 'day', times: 1 },
  { pattern: /^(?:weeks?|wks?)$/, unit: 'week', times: 1 },
  { pattern: /^fortnights?$/, unit: 'week', times: 2 },
  { pattern: /^(?:months?|mths?|mos)$/, unit: 'month', times: 1 },
  { pattern: /^(?:years?|yrs?)$/, unit: 'year', times: 1 },
  { pattern: /^decades?$/, unit: 'year', times: 10 },
];
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const AMOUNT = String.raw`(\d+(?:\.\d+)?|a few|a couple(?: of)?|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty)`;
const UNIT = String.raw`(days?|weeks?|wks?|fortnights?|months?|mths?|mos|years?|yrs?|decades?)`;
const ABOUT = String.raw`(?:about |around |almost |nearly |over |at least |roughly |like |probably |maybe |well over |just over |more than |a good )?`;
const DURATION_PATTERNS = [
  new RegExp(
    String.raw`\b(?:for|over) (?:the (?:past|last) )?${ABOUT}(?:the (?:past|last) )?${AMOUNT}\s*${UNIT}\b(?! (?:a|per|each|every|out of|in a)\b)`,
  ),
  new RegExp(String.raw`\b(?:the )?(?:past|last) ${AMOUNT}\s*${UNIT}\b`),
  new RegExp(String.raw`\b${AMOUNT}\s*${UNIT}\+? (?:now|already|ago|and counting)\b`),
  new RegExp(
    String.raw`\b(?:lasted|lasting|going on for|going on) ${ABOUT}${AMOUNT}\s*${UNIT}\b`,
  ),
  // "been on T gel a year", "trying 2 years": a bare amount after a present perfect.
  new RegExp(
    String.raw`\bbeen\b(?:\s+[a-z'-]+){1,5}?\s+${ABOUT}${AMOUNT}\s*${UNIT}\b(?! (?:a|per|each|every|out of|in a|ago|old|later|before|after|earlier)\b)`,
  ),
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
  return THIRD_PARTY.test(before) || HYPOTHETICAL.test(before) || INTENDED.test(before);
}

function amountOf(word: string): number {
  const number = Number(word);
  return Number.isFinite(number) ? number : (NUMBER_WORDS[word] ?? 1);
}

interface Timed {
  duration: string;
  days: number | null;
  /** "a month ago": when something began or ended, which is a duration only while it goes on. */
  ago: boolean;
}

/** Vague amounts stay as said ("a few weeks"); counted ones are written in digits ("2 years"). */
const VAGUE = new Set(['a few', 'a couple of', 'a couple', 'several']);

function durationOf(text: string): Timed | null {
  for (const pattern of DURATION_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = match[1]!;
    const { unit, times } = UNITS.find((u) => u.pattern.test(match[2]!))!;
    const amount = amountOf(said) * times;
    const words = VAGUE.has(said)
      ? `${said} ${unit}s`
      : `${amount} ${unit}${amount === 1 ? '' : 's'}`;
    return {
      duration: words,
      days: Math.round(amount * UNIT_DAYS[unit]!),
      ago: /\bago\b/.test(match[0]),
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

/**
 * How long and how often, for the facts of one clause: each fact reads only its own stretch of
 * the clause (from the end of the fact before it to the start of the next), so "I have been
 * tired for 2 months and drink every weekend" gives tiredness 2 months and weekly drinking,
 * never the other way round (issue 24).
 */
function timeFacts(facts: Found[], clause: Clause, sentenceText: string, lower: string) {
  const ordered = [...facts].sort((a, b) => a.span.start - b.span.start);
  ordered.forEach((item, index) => {
    const { fact } = item;
    if (fact.type === 'procedure') return;
    const after = index === 0 ? clause.start : ordered[index - 1]!.span.end;
    // "tired for 2 months and drink every weekend": what comes before an "and" belongs to
    // another statement, even when its own term is not in the vocabulary.
    const joined = lower.slice(after, item.span.start).lastIndexOf(' and ');
    const from = joined === -1 ? after : after + joined + ' and '.length;
    const to = index === ordered.length - 1 ? clause.end : ordered[index + 1]!.span.start;
    const own = lower.slice(from, to);
    const alone = ordered.length === 1;
    fact.frequency =
      frequencyOf(own, fact.type) ?? (alone ? frequencyOf(sentenceText, fact.type) : null);
    let timed =
      durationOf(own) ?? (fact.type === 'symptom' && alone ? durationOf(sentenceText) : null);
    // "I quit vaping a month ago": the month is since it stopped, not how long it went on.
    if (timed?.ago && fact.frequency === 'former') timed = null;
    fact.duration = timed?.duration ?? null;
    fact.duration_days = timed?.days ?? null;
  });
  // "vitamin D and fish oil every day": items of one list share what is said after the list.
  for (let index = ordered.length - 2; index >= 0; index -= 1) {
    const item = ordered[index]!.fact;
    const next = ordered[index + 1]!;
    const gap = lower.slice(ordered[index]!.span.end, next.span.start);
    if (item.type !== next.fact.type || !/^\s*(?:,|and|&|or)?\s*$/.test(gap)) continue;
    item.frequency ??= next.fact.frequency;
    if (item.duration === null) {
      item.duration = next.fact.duration;
      item.duration_days = next.fact.duration_days;
    }
  }
}

/** Age, allergies and trying to conceive in one sentence, when they are the writer's own. */
function personalFactsOf(lower: string, sentence: Span): PersonalMatch[] {
  const text = lower.slice(sentence.start, sentence.end);
  if (isQuestion(text)) return [];
  const clauses = clausesOf(lower, sentence);
  const clauseAt = (offset: number) =>
    clauses.find(
      (clause) => clause.start <= sentence.start + offset && sentence.start + offset < clause.end,
    ) ?? clauses[0]!;
  const ownIn = (match: PersonalMatch, checkThirdParty: boolean) => {
    const clause = clauseAt(match.start);
    const offset = sentence.start + match.start - clause.start;
    if (isNegated(clause.text, offset)) return false;
    return !checkThirdParty || !isNotOwnFact(clause.text, offset);
  };
  const matches: PersonalMatch[] = [];
  const age = ageIn(text);
  if (age) matches.push(age);
  matches.push(...allergiesIn(text).filter((match) => ownIn(match, true)));
  const conceiving = conceivingIn(text);
  // A couple's "we are trying" is the writer's own fact even with "my partner and I".
  if (
    conceiving &&
    ownIn(conceiving, false) &&
    !HYPOTHETICAL.test(text.slice(0, conceiving.start)) &&
    !INTENDED.test(text.slice(0, conceiving.start))
  ) {
    const clause = clauseAt(conceiving.end - 1);
    const timed =
      durationOf(lower.slice(sentence.start + conceiving.start, clause.end)) ??
      durationOf(clause.text);
    conceiving.fact = {
      ...conceiving.fact,
      duration: timed?.duration ?? null,
      duration_days: timed?.days ?? null,
    };
    matches.push(conceiving);
  }
  return matches;
}

/** The words a fact was found in: its clause, or the sentence when the clause is very short. */
function contentAt(original: string, lower: string, sentence: Span, span: Span): string {
  const clause =
    clausesOf(lower, sentence).find((c) => c.start <= span.start && span.start < c.end) ?? sentence;
  const own = original.slice(clause.start, clause.end).trim();
  const text =
    own.split(/\s+/).length >= 4 ? own : original.slice(sentence.start, sentence.end).trim();
  return text.replace(/[\s,;:.!?-]+$/, '').slice(0, MAX_CONTENT);
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
      const inClause: Found[] = [];
      for (const terms of groups) {
        for (const term of terms) {
          for (const match of clause.text.matchAll(regexOf(term))) {
            if (!own(match.index)) continue;
            const before = found.length;
            keep(
              {
                type: term.type,
                term: term.term,
                name: term.name,
                main_content: contentOf(),
                duration: null,
                duration_days: null,
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
            if (found.length > before) inClause.push(found.at(-1)!);
            break;
          }
        }
      }
      timeFacts(inClause, clause, sentenceText, lower);
    }
    for (const personal of personalFactsOf(lower, sentence)) {
      if (
        found.some(
          (other) =>
            other.fact.type === personal.fact.type && other.fact.term === personal.fact.term,
        )
      )
        continue;
      const span = { start: sentence.start + personal.start, end: sentence.start + personal.end };
      found.push({
        fact: { ...personal.fact, main_content: contentAt(original, lower, sentence, span) },
        span,
      });
    }
  }
  // "Penicillin gives me a rash" names an allergy, not a medicine the user takes.
  const allergens = found.filter((item) => item.fact.type === 'allergy');
  const facts = found.filter(
    (item) =>
      item.fact.type !== 'medication' ||
      !allergens.some(
        (allergy) => allergy.span.start <= item.span.start && item.span.end <= allergy.span.end,
      ),
  );
  return facts.map((item) => item.fact);
}
