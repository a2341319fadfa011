import { CONCEPTS, CONTEXT_CONCEPTS, PROTECTED_WORDS, type Concept } from './concepts';
import { healthArticles } from '../../../db/seed-data/health-articles';
import { COMMON_WORDS } from './common-words';
import { CLAUSE, SENTENCE, SpellingCorrector, isBoundary, rawTokens } from './normalise';
import { retractedRanges } from './retraction';
import { compilePattern, firstStep, matchAt, vocabularyOf, type CompiledPattern } from './patterns';

/** One concept found in the text: tokens [start, end). */
export interface Mention {
  concept: Concept;
  start: number;
  end: number;
}

/** Why a symptom mention does not describe something happening now. */
export type Discount = 'negated' | 'past' | 'hypothetical' | 'resolved';

export interface Analysis {
  tokens: readonly string[];
  /** Sentence number of each token. */
  sentenceOf: number[];
  sentenceCount: number;
  /** Symptom (and chronic) mentions that describe the present, in text order. */
  active: Mention[];
  /** Symptom mentions set aside, with the reason (for explanations and tests). */
  discounted: { mention: Mention; discount: Discount }[];
  /** Does a time word outside any "if" put something in the present ("now", "tonight")? */
  presentNow: boolean;
}

interface Entry {
  concept: Concept;
  pattern: CompiledPattern;
}

const ENTRIES: Entry[] = (Object.keys(CONCEPTS) as Concept[]).flatMap((concept) =>
  CONCEPTS[concept].map((source) => ({ concept, pattern: compilePattern(source) })),
);

/**
 * Patterns indexed by what their first token can be (a word, the first three letters of a
 * prefix, a number), so each token tries only the few patterns that can start there.
 */
const BY_WORD = new Map<string, Entry[]>();
const BY_PREFIX_HEAD = new Map<string, Entry[]>();
const FROM_NUMBER: Entry[] = [];
const ANYWHERE: Entry[] = [];
const PREFIX_HEAD = 3;
const addTo = (map: Map<string, Entry[]>, key: string, entry: Entry) => {
  const list = map.get(key) ?? [];
  if (!list.includes(entry)) list.push(entry);
  map.set(key, list);
};
for (const entry of ENTRIES) {
  const first = firstStep(entry.pattern);
  if (!first || first.prefixes.some((p) => p.length < PREFIX_HEAD)) {
    ANYWHERE.push(entry);
    continue;
  }
  for (const word of first.words) addTo(BY_WORD, word, entry);
  for (const prefix of first.prefixes) addTo(BY_PREFIX_HEAD, prefix.slice(0, PREFIX_HEAD), entry);
  if (first.number) FROM_NUMBER.push(entry);
}

function candidatesAt(token: string): Entry[] {
  const found = [
    ...(BY_WORD.get(token) ?? []),
    ...(BY_PREFIX_HEAD.get(token.slice(0, PREFIX_HEAD)) ?? []),
    ...ANYWHERE,
  ];
  if (/^\d/.test(token)) found.push(...FROM_NUMBER);
  return found;
}

/** Each vocabulary word with the concepts that use it: its "meaning" for the corrector. */
const CONCEPTS_OF_WORD = new Map<string, Set<Concept>>();
for (const entry of ENTRIES) {
  for (const word of vocabularyOf(entry.pattern)) {
    CONCEPTS_OF_WORD.set(word, (CONCEPTS_OF_WORD.get(word) ?? new Set()).add(entry.concept));
  }
}
/**
 * Typos are corrected only towards words the symptom concepts spell out in full (not the
 * context words, and not the forms generated from a `prefix*`).
 */
const SYMPTOM_WORDS = new Set(
  ENTRIES.filter((entry) => !CONTEXT_CONCEPTS.has(entry.concept)).flatMap((entry) =>
    entry.pattern.steps.flatMap((step) => step.literals),
  ),
);
const PATTERN_PREFIXES = [
  ...new Set(ENTRIES.flatMap((entry) => entry.pattern.steps.flatMap((s) => s.prefixes))),
];

/** Correctly spelled words never to correct: lists, plus every word of the knowledge base. */
const KNOWN_WORDS = new Set([
  ...PROTECTED_WORDS,
  ...COMMON_WORDS,
  ...rawTokens(healthArticles.flatMap((a) => [a.title, a.summary, ...a.paragraphs]).join(' ')),
]);

const corrector = new SpellingCorrector(
  new Set(CONCEPTS_OF_WORD.keys()),
  KNOWN_WORDS,
  (word) => [...(CONCEPTS_OF_WORD.get(word) ?? [])].sort().join(' '),
  SYMPTOM_WORDS,
  PATTERN_PREFIXES,
);

/** The last message tokenised, and its tokens. */
let lastText: string | undefined;
let lastTokens: readonly string[] = [];

/**
 * Normalised, spelling-corrected tokens of a message. The triage's rules, its classifier and
 * the request kinds each read the same message's tokens, so the last message's are kept.
 */
export function tokenise(text: string): readonly string[] {
  if (text !== lastText) {
    lastTokens = rawTokens(text).map((token) =>
      isBoundary(token) ? token : corrector.correct(token),
    );
    lastText = text;
  }
  return lastTokens;
}

function findMentions(tokens: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] ?? '';
    if (isBoundary(token)) continue;
    for (const entry of candidatesAt(token)) {
      const end = matchAt(entry.pattern, tokens, at);
      if (end > at) mentions.push({ concept: entry.concept, start: at, end });
    }
  }
  return mentions;
}

const within = (inner: Mention, outer: Mention) =>
  inner !== outer && inner.start >= outer.start && inner.end <= outer.end;

/**
 * Drops mentions swallowed by an idiom ("going nuts", "blood test", "not sure") and
 * negators that belong to a longer phrase ("can not breathe", "will not stop").
 */
function dropShadowed(mentions: Mention[]): Mention[] {
  // A near faint swallows its "passed out" as an idiom does.
  const idioms = mentions.filter((m) => m.concept === 'idiom' || m.concept === 'near_faint');
  // A resolution keeps its negator: in "no pain now" the pain is denied and what came before is over.
  const phrases = mentions.filter(
    (m) => m.concept !== 'negator' && m.concept !== 'clause_break' && m.concept !== 'resolved',
  );
  return mentions.filter((m) => {
    if (!idioms.includes(m) && idioms.some((idiom) => within(m, idiom))) return false;
    if (m.concept === 'negator' && phrases.some((phrase) => within(m, phrase))) return false;
    return true;
  });
}

/** Token positions where a new clause starts (after , ; . and at words like "but"). */
function clauseNumbers(tokens: readonly string[], mentions: readonly Mention[]): number[] {
  const breaks = new Set(mentions.filter((m) => m.concept === 'clause_break').map((m) => m.start));
  const clauseOf: number[] = [];
  let clause = 0;
  tokens.forEach((token, i) => {
    if (isBoundary(token) || breaks.has(i)) clause++;
    clauseOf.push(clause);
  });
  return clauseOf;
}

function sentenceNumbers(tokens: readonly string[]): number[] {
  let sentence = 0;
  return tokens.map((token) => (token === SENTENCE ? sentence++ : sentence));
}

/**
 * Body parts name the topic, not an event: they are set aside only when negated. Whether
 * the pain in them is past or hypothetical is decided on the pain.
 */
const TOPICS: ReadonlySet<Concept> = new Set<Concept>(['testis', 'genital', 'chest', 'heart']);
/**
 * A harmless explanation ("after bench pressing", "my pecs") stays one inside a question: "is
 * chest soreness normal after bench pressing?" still says where the soreness comes from.
 */
const EXPLANATIONS: ReadonlySet<Concept> = new Set<Concept>(['muscular']);
/** Context concepts the rules read like symptoms (and discount like symptoms). */
const QUALIFIERS: ReadonlySet<Concept> = new Set<Concept>([
  'chronic',
  'trigger',
  'stress_trigger',
  'suspect',
]);
/** An answer after a question or a colon: "chest pain? no", "fever: none". */
const ANSWERED_NO = new Set(['no', 'nope', 'none', 'never', 'negative', 'nah']);

/**
 * Harm that "seems fine" does not undo: pills already taken, a plan, an injury to oneself.
 */
const NEVER_RESOLVED: ReadonlySet<Concept> = new Set<Concept>([
  'overdose',
  'suicide',
  'self_harm',
  // Adrenaline that worked still needs hospital: the reaction can come back.
  'adrenaline_used',
]);
/** Words that turn from a condition to a statement. */
const CONTRASTS = new Set(['but', 'however', 'although', 'though', 'yet', 'anyway']);
const NEGATION_REACH = 4;
const RESOLUTION_REACH = 16;
/** How far into a later sentence a recovery may start and still close what came before. */
const NEXT_SENTENCE_OPENING = 4;
/** …and how far after the symptom: "Blood everywhere! Nicked myself shaving… Stopped now." */
const LATER_SENTENCE_REACH = 24;

/** Words between "gone" and what it became: "it's gone a bit purple". */
const DEGREE_WORDS = new Set([
  'a',
  'bit',
  'little',
  'very',
  'really',
  'quite',
  'so',
  'all',
  'kind',
  'sort',
  'of',
  'kinda',
  'totally',
  'completely',
]);
/** What something can turn into: "gone purple" is a change, not "gone away". */
const STATE_WORDS = new Set([
  'purple',
  'blue',
  'black',
  'dark',
  'red',
  'white',
  'grey',
  'gray',
  'pale',
  'yellow',
  'green',
  'numb',
  'cold',
  'hot',
  'hard',
  'stiff',
  'swollen',
  'weird',
  'floppy',
  'limp',
  'worse',
]);

/** Does a state follow at `at` ("gone [a bit] purple"), making a "gone" a change of state? */
function turnsInto(tokens: readonly string[], at: number): boolean {
  let i = at;
  while (DEGREE_WORDS.has(tokens[i] ?? '')) i++;
  // "it's gone from fun to genuinely painful": a change from one state to another.
  if (tokens[i] === 'from' && tokens.slice(i + 1, i + 5).includes('to')) return true;
  // "gone darkish", "gone purplish": a shade of a state is a state.
  const word = tokens[i] ?? '';
  return STATE_WORDS.has(word) || STATE_WORDS.has(word.replace(/i?sh$/, ''));
}
const PLAIN_NEGATORS = new Set(['not', 'never', 'no']);

/**
 * Words that make a recovery a hope or a guess: "he insists it's just indigestion", "prob
 * just gym strain". A doctor's "said it was muscular" is a finding; these are not.
 */
const GUESSES = new Set([
  'insists',
  'insisting',
  'insisted',
  'reckons',
  'reckon',
  'thinks',
  'claims',
  'convinced',
  'swears',
  'hope',
  'hopes',
  'hoping',
  'prob',
  'probs',
  'probably',
  'surely',
  'assume',
  'assuming',
  'guess',
]);
const GUESS_REACH = 4;

/**
 * Is the recovery at [at, end) only hoped for or guessed ("he insists it is just…", "said
 * probably epididymitis")?
 */
function hopedFor(tokens: readonly string[], at: number, end: number): boolean {
  // A clinician's "said it's probably muscular" is still a finding.
  const clinician = ['said', 'says', 'told', 'diagnosed'].includes(tokens[at] ?? '');
  if (!clinician && tokens.slice(at, end).some((t) => GUESSES.has(t))) return true;
  for (let i = at - 1; i >= Math.max(0, at - GUESS_REACH); i--) {
    const token = tokens[i] ?? '';
    if (isBoundary(token)) return false;
    if (GUESSES.has(token)) return true;
  }
  return false;
}
/** "fine at lunch", "fine until tonight": how someone was before it began, not a recovery. */
/** A sentence that opens like a question asks about a recovery; it does not report one. */
const QUESTION_OPENINGS = new Set([
  'is',
  'does',
  'do',
  'will',
  'can',
  'could',
  'should',
  'would',
  'how',
  'why',
  'what',
  'when',
]);
const BEFORE_ONSET = new Set([
  'previously',
  'at',
  'until',
  'till',
  'before',
  'earlier',
  'yesterday',
  'last',
  'this',
  'when',
]);

/** Analyses a message: which symptom concepts it mentions as happening now. */
export function analyse(text: string): Analysis {
  const tokens = tokenise(text);
  const mentions = dropShadowed(findMentions(tokens));
  const sentenceOf = sentenceNumbers(tokens);
  const clauseOf = clauseNumbers(tokens, mentions);
  const of = (concept: Concept) => mentions.filter((m) => m.concept === concept);
  const sameSentence = (a: number, b: number) => sentenceOf[a] === sentenceOf[b];
  const sameClause = (a: number, b: number) => clauseOf[a] === clauseOf[b];
  const hasClauseMarkBetween = (from: number, to: number) =>
    tokens.slice(from, to).some((t) => t === CLAUSE || t === SENTENCE);

  // A sentence's boundary token belongs to the sentence it ends, so the first token numbered
  // n opens sentence n.
  const sentenceStarts: number[] = [];
  sentenceOf.forEach((n, i) => (sentenceStarts[n] ??= i));

  const negators = of('negator');
  const presents = [...of('present'), ...of('present_aspect')];
  const timeMarkers = [
    ...of('past').map((m) => ({ m, past: true })),
    ...presents.map((m) => ({ m, past: false })),
  ];
  const strongFrames = of('frame_strong');
  const weakFrames = of('frame_weak');
  const firstPerson = of('first_person');
  const whetherVerbs = of('whether_verb');
  const conditionals = of('conditional').filter(
    (c) =>
      !whetherVerbs.some(
        (w) => w.end <= c.start && c.start - w.end <= 1 && sameSentence(w.start, c.start),
      ),
  );
  const resolutions = of('resolved').filter(
    (r) =>
      !PLAIN_NEGATORS.has(tokens[r.start - 1] ?? '') &&
      !PLAIN_NEGATORS.has(tokens[r.start - 2] ?? '') &&
      !turnsInto(tokens, r.end) &&
      !hopedFor(tokens, r.start, r.end),
  );

  const negatedDirectly = (m: Mention) =>
    negators.some(
      (n) =>
        n.end <= m.start &&
        m.start - n.end <= NEGATION_REACH &&
        sameClause(n.start, m.start) &&
        sameSentence(n.start, m.start),
    );

  const backrefs = of('past_backref');
  const isPast = (m: Mention): boolean => {
    if (presents.some((p) => sameClause(p.start, m.start))) return false;
    // "I fainted at my own wedding (locked knees), that was 8 years ago"; "…a pop in my penis.
    // That was 4 days ago." (a sentence that opens by dating the one before).
    const dates = (b: Mention) =>
      b.start >= m.end &&
      (sameSentence(b.start, m.start) ||
        (sentenceOf[b.start] === (sentenceOf[m.start] ?? 0) + 1 &&
          sentenceStarts[sentenceOf[b.start] ?? 0] === b.start));
    if (backrefs.some(dates)) return true;
    // "three years ago I had a scare, but now…": a turn of thought ends a time word's reach.
    const before = timeMarkers
      .filter(
        ({ m: t }) =>
          t.end <= m.start &&
          sameSentence(t.start, m.start) &&
          !tokens.slice(t.end, m.start).some((w) => CONTRASTS.has(w)),
      )
      .sort((a, b) => b.m.end - a.m.end)[0];
    if (before) return before.past;
    const after = timeMarkers
      .filter(({ m: t }) => t.start >= m.end && sameClause(t.start, m.start))
      .sort((a, b) => a.m.start - b.m.start)[0];
    return after?.past ?? false;
  };

  // A present-time marker outside any conditional overrides question frames message-wide:
  // "how do I know if it is torsion? it has hurt like hell for 2 hours".
  const inConditional = (at: number) =>
    conditionals.some(
      (c) =>
        c.start <= at &&
        sameSentence(c.start, at) &&
        !hasClauseMarkBetween(c.start, at) &&
        // "not sure if this is normal but my chest is tight": a turn of thought ends the "if".
        !tokens.slice(c.start, at).some((t) => CONTRASTS.has(t)),
    );
  // ..."not happening now" does not count.
  const presentNow = of('present').some(
    (p) =>
      !inConditional(p.start) && !negators.some((n) => n.end <= p.start && p.start - n.end <= 2),
  );

  const isHypothetical = (m: Mention): boolean => {
    if (inConditional(m.start)) return true;
    if (presentNow) return false;
    // "I'm used to watching for side effects, but his speech has gone slurred": a turn of
    // thought ends the frame, as it ends an "if".
    const framed = (f: Mention) =>
      f.start <= m.start &&
      sameSentence(f.start, m.start) &&
      !tokens.slice(f.end, m.start).some((t) => CONTRASTS.has(t));
    if (strongFrames.some(framed)) return true;
    return weakFrames.some(
      (w) =>
        framed(w) &&
        !firstPerson.some(
          (p) => sameSentence(p.start, m.start) && (p.end <= w.start || p.start >= w.end),
        ),
    );
  };

  // "Fainted!! At the sight of the needle. Was fine within a minute": a later sentence that
  // opens with the recovery closes what the sentences just before described.
  // Not "He came round after a minute but he is very pale" (a turn brings it back) nor "he
  // was completely fine at lunch" (how he was before it began).
  const opensLaterSentence = (r: Mention, m: Mention) => {
    if ((sentenceOf[r.start] ?? 0) <= (sentenceOf[m.start] ?? 0)) return false;
    const opening = sentenceStarts[sentenceOf[r.start] ?? 0] ?? 0;
    if (r.start - opening > NEXT_SENTENCE_OPENING) return false;
    if (BEFORE_ONSET.has(tokens[r.end] ?? '')) return false;
    // "Before he was completely normal", "is this something that goes away…": how he was
    // before, or a question, not a recovery.
    const lead = tokens.slice(opening, r.start);
    if (lead.some((t) => BEFORE_ONSET.has(t)) || QUESTION_OPENINGS.has(tokens[opening] ?? '')) {
      return false;
    }
    // "he was fine this afternoon" names the time before it began ("fine this morning" after
    // "slurred last night" is a recovery).
    const wasThen =
      lead.some((t) => t === 'was' || t === 'were') &&
      tokens.slice(r.start, r.end).some((t) => BEFORE_ONSET.has(t));
    if (wasThen) return false;
    const rest = tokens.slice(r.end).findIndex((t) => t === SENTENCE);
    const after = tokens.slice(r.end, rest < 0 ? undefined : r.end + rest);
    return !after.some((t) => CONTRASTS.has(t) || t === 'still');
  };
  const isResolved = (m: Mention): boolean =>
    resolutions.some(
      (r) =>
        r.start >= m.end &&
        (sameSentence(r.start, m.start)
          ? r.start - m.end <= RESOLUTION_REACH
          : r.start - m.end <= LATER_SENTENCE_REACH && opensLaterSentence(r, m)) &&
        !presents.some(
          (p) =>
            p.start >= r.end &&
            sameSentence(p.start, r.start) &&
            // "coughed it up, throat a bit scratchy today but breathing fine": a present time
            // brings the symptom back only where a symptom is named with it.
            symptoms.some((s) => !QUALIFIERS.has(s.concept) && sameClause(s.start, p.start)) &&
            // "then fine, no swelling today": a present time inside a denial is not a return.
            !negators.some((n) => n.end <= p.start && sameClause(n.start, p.start)),
        ),
    );

  const symptoms = mentions
    .filter((m) => !CONTEXT_CONCEPTS.has(m.concept) || QUALIFIERS.has(m.concept))
    .sort((a, b) => a.start - b.start);
  const retracted = retractedRanges(tokens);
  // "…ate two of her gummies. Rang poisons and the doctor said two is completely harmless":
  // a poison line's or clinician's all-clear, told after the swallowing, settles it.
  const allClears = symptoms.filter((s) => s.concept === 'expert_clear');
  const clearedByExpert = (m: Mention) =>
    m.concept === 'overdose' && allClears.some((c) => c.start > m.end);
  const discounted: Analysis['discounted'] = [];
  const active: Mention[] = [];
  const negatedSet = new Set<Mention>();
  for (const m of symptoms) {
    // "no fever, chills or swelling": a negation carries over "or"/"nor" to the next item.
    const previous = [...negatedSet].find(
      (p) =>
        p.end <= m.start &&
        m.start - p.end <= 2 &&
        tokens
          .slice(p.end, m.start)
          .every((t) => t === 'or' || t === 'nor' || t === CLAUSE || t === 'any'),
    );
    // "fever? no." answers a question; "it's painful. No ED meds taken" starts a new sentence.
    const answeredNo =
      isBoundary(tokens[m.end] ?? '') &&
      ANSWERED_NO.has(tokens[m.end + 1] ?? '') &&
      (m.end + 2 >= tokens.length ||
        isBoundary(tokens[m.end + 2] ?? '') ||
        ANSWERED_NO.has(tokens[m.end + 2] ?? ''));
    const negated =
      negatedDirectly(m) ||
      previous !== undefined ||
      answeredNo ||
      retracted.some(([from, to]) => m.start >= from && m.start < to);
    const discount: Discount | null = negated
      ? 'negated'
      : TOPICS.has(m.concept) || EXPLANATIONS.has(m.concept)
        ? null
        : isHypothetical(m)
          ? 'hypothetical'
          : isPast(m)
            ? 'past'
            : (isResolved(m) && !NEVER_RESOLVED.has(m.concept)) || clearedByExpert(m)
              ? 'resolved'
              : null;
    if (discount === 'negated') negatedSet.add(m);
    if (discount) discounted.push({ mention: m, discount });
    else active.push(m);
    // "I had torsion on the left years ago, now the right side suddenly hurts": a named
    // testicular condition keeps the testicles as the topic even when it is history.
    if (m.concept === 'torsion_name' && discount !== null && discount !== 'negated') {
      active.push({ concept: 'testis', start: m.start, end: m.end });
    }
  }
  return {
    tokens,
    sentenceOf,
    sentenceCount: (sentenceOf[sentenceOf.length - 1] ?? 0) + 1,
    active,
    discounted,
    presentNow,
  };
}
