/**
 * Text normalisation for the safety checks: turns what people actually type ("my left nut
 * is killin me cant even walk!!!", "testical", "4hrs", "it's 10/10") into a flat list of
 * lower-case word tokens plus two boundary tokens, so the concept patterns can stay short.
 *
 * Steps: accents and curly quotes → plain; contractions and chat shorthand → full words;
 * "N hrs" / "N/10" / number words → canonical tokens; runs of 3+ letters collapsed; each
 * unknown word fuzzily corrected against the concept vocabulary (see `correctToken`).
 */

/** Ends a sentence: . ! ? ; or a new line. Patterns never match across it. */
export const SENTENCE = '.';
/** Ends a clause: , : ( ) and dashes. Negation never reaches across it. */
export const CLAUSE = ',';

export function isBoundary(token: string): boolean {
  return token === SENTENCE || token === CLAUSE;
}

type Replacement = string | ((match: string, ...groups: string[]) => string);

/**
 * Phrase rewrites applied to the lower-cased text before tokenising, in groups that run
 * only when their trigger character is present (most messages have no digits or slashes).
 */
const PHRASE_REWRITES: readonly { when: RegExp; rewrites: readonly [RegExp, Replacement][] }[] = [
  {
    when: /[\u2018\u2019\u02bc`´']/,
    rewrites: [
      [/[\u2018\u2019\u02bc`´]/g, "'"],
      [/\bcan't\b/g, 'can not'],
      [/\bwon't\b/g, 'will not'],
      [/\bain't\b/g, 'is not'],
      [/n't\b/g, ' not'],
      [/\bi'm\b/g, 'i am'],
      [/\bi've\b/g, 'i have'],
      [/\bi'll\b/g, 'i will'],
      [/\bi'd\b/g, 'i would'],
      [/\b(it|he|she|that|what|there|here|who|where)'s\b/g, '$1 is'],
      [/\b(you|we|they)'re\b/g, '$1 are'],
      [/\b(you|we|they)'ve\b/g, '$1 have'],
      [/\bod'd\b/g, 'overdosed'],
      [/'s\b/g, ''],
      [/s'(?=\s|$)/g, 's'],
    ],
  },
  {
    // "co-codamol" and "co-dydramol" are one medicine each, not "co" and a word.
    when: /\bco\b/,
    rewrites: [[/\bco[- ]?(codamol|dydramol)\b/g, 'co$1']],
  },
  {
    when: /\//,
    rewrites: [
      [/\bw\/o\b/g, 'without'],
      [/\bw\/(?=\s|[a-z])/g, 'with '],
      [/\by\/o\b/g, 'years old'],
    ],
  },
  {
    when: /\d/,
    rewrites: [
      [/\b2day\b/g, 'today'],
      [/\b2nite|2night\b/g, 'tonight'],
      // Scores: "10/10", "9 out of 10" → one token the patterns can test.
      [
        /\b(\d+(?:\.\d+)?) ?(?:\/|out of) ?10\b/g,
        (_m, n = '0') => (Number(n) >= 7 ? ' score_high ' : ' score_low '),
      ],
      // Units glued to numbers: "4hrs", "5h", "30mins", "39c", "102f".
      [/\b(\d+(?:\.\d+)?)\+? ?(?:hours?|hrs?|h)\b/g, '$1 hours'],
      [/\b(\d+(?:\.\d+)?)\+? ?(?:minutes?|mins?)\b/g, '$1 minutes'],
      [/\b(\d+(?:\.\d+)?)\+? ?(?:days?)\b/g, '$1 days'],
      [/\b(\d+(?:\.\d+)?)\+? ?(?:weeks?|wks?)\b/g, '$1 weeks'],
      [/\b(\d+(?:\.\d+)?)\+? ?(?:months?|mos?)\b/g, '$1 months'],
      [/\b(\d+(?:\.\d+)?)\+? ?(?:years?|yrs?)\b/g, '$1 years'],
      [/\b(\d+(?:\.\d+)?) ?(?:°|degrees?)? ?(c|f)\b/g, '$1 degrees'],
      [/(\d)\+/g, '$1'],
    ],
  },
  {
    when: /./,
    rewrites: [
      [/\bsewer ?slide\b/g, 'suicide'],
      [/\b(?:a )?couple of\b/g, '2'],
      // Hyphens and slashes between words: "self-harm", "on/off".
      [/([a-z])[-/]([a-z])/g, '$1 $2'],
    ],
  },
];

/** Single-word shorthand → words. */
const WORD_REWRITES: Readonly<Record<string, string>> = {
  cant: 'can not',
  cyaan: 'can not',
  caan: 'can not',
  cannot: 'can not',
  cnt: 'can not',
  wont: 'will not',
  aint: 'is not',
  dont: 'do not',
  dnt: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  its: 'it is',
  thats: 'that is',
  whats: 'what is',
  wheres: 'where is',
  oded: 'overdosed',
  kms: 'kill myself',
  unalive: 'kill',
  sewerslide: 'suicide',
  outta: 'out of',
  outa: 'out of',
  heartattack: 'heart attack',
  threwup: 'threw up',
  throwup: 'throw up',
  throwingup: 'throwing up',
  passedout: 'passed out',
  selfharm: 'self harm',
  hardon: 'hard on',
  ballsack: 'ball sack',
  nutsack: 'nut sack',
  alot: 'a lot',
  kinda: 'kind of',
  sorta: 'sort of',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  idk: 'i do not know',
  rn: 'right now',
  atm: 'at the moment',
  tonite: 'tonight',
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  tho: 'though',
  thru: 'through',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  abt: 'about',
  lil: 'little',
  b4: 'before',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  yrs: 'years',
  wks: 'weeks',
  wk: 'week',
  yr: 'year',
  nite: 'night',
  hw: 'homework',
  od: 'overdose',
  ballz: 'balls',
  nutz: 'nuts',
  dik: 'dick',
  pnis: 'penis',
  hert: 'hurt',
  hertz: 'hurts',
  sik: 'sick',
  vom: 'vomit',
  gf: 'girlfriend',
  bf: 'boyfriend',
};

/** Number words → digits, so durations like "four hours" and "4 hours" look alike. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  // "one" stays a word: "one side", "one testicle", "the left one".
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  couple: '2',
  several: '3',
};

const TOKEN = /score_(?:high|low)|\d+(?:\.\d+)?|[a-z]+|[.!?;\n]+|[,:()\u2013\u2014]+|\s-+\s/g;
const SENTENCE_MARKS = /^[.!?;\n]+$/;
const CLAUSE_MARKS = /^[\s,:()\u2013\u2014-]+$/;
const COMBINING_MARKS = /\p{M}/gu;
const LONG_RUNS = /([a-z])\1{2,}/g;
const DOUBLED = /([a-z])\1+/g;
const PLAIN_WORD = /^[a-z]+$/;

/** Every regular expression the normaliser runs on user text (checked for linear time). */
export const NORMALISER_PATTERNS: readonly RegExp[] = [
  ...PHRASE_REWRITES.flatMap((group) => [
    group.when,
    ...group.rewrites.map(([pattern]) => pattern),
  ]),
  TOKEN,
  SENTENCE_MARKS,
  CLAUSE_MARKS,
  COMBINING_MARKS,
  LONG_RUNS,
  DOUBLED,
  PLAIN_WORD,
];

/** Lower-cases and rewrites the text, then splits it into word and boundary tokens. */
export function rawTokens(text: string): string[] {
  let s = text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
  for (const group of PHRASE_REWRITES) {
    if (!group.when.test(s)) continue;
    for (const [pattern, replacement] of group.rewrites) {
      s =
        typeof replacement === 'string'
          ? s.replace(pattern, replacement)
          : s.replace(pattern, replacement);
    }
  }
  const tokens: string[] = [];
  for (const match of s.matchAll(TOKEN)) {
    const piece = match[0];
    if (SENTENCE_MARKS.test(piece)) pushBoundary(tokens, SENTENCE);
    else if (CLAUSE_MARKS.test(piece)) pushBoundary(tokens, CLAUSE);
    else {
      const word = collapseRuns(piece);
      const rewritten = WORD_REWRITES[word] ?? NUMBER_WORDS[word] ?? word;
      tokens.push(...rewritten.split(' '));
    }
  }
  while (tokens.length > 0 && isBoundary(tokens[tokens.length - 1] ?? '')) tokens.pop();
  return tokens;
}

function pushBoundary(tokens: string[], boundary: string): void {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return;
  if (last === SENTENCE) return;
  if (last === CLAUSE) tokens[tokens.length - 1] = boundary;
  else tokens.push(boundary);
}

/** "soooo" → "soo", "painnnn" → "painn": runs of three or more become two. */
function collapseRuns(word: string): string {
  return word.replace(LONG_RUNS, '$1$1');
}

/** "killin" → "killing": g-dropping, common in chat. */
function withG(word: string): string | null {
  return word.length >= 5 && word.endsWith('in') ? `${word}g` : null;
}

/** Doubled letters removed: "bleding", "bleeding" and "bleedding" share one key. */
function singleLetters(word: string): string {
  return word.replace(DOUBLED, '$1');
}

/**
 * "raised" / "raise", "fades" / "faded", "swellings" / "swelling": two correctly spelled
 * forms of one word differ only at the end. Such pairs are never typos of each other (a
 * swap of the last two letters, "testicel", still is).
 */
function looksLikeInflection(word: string, candidate: string): boolean {
  if (word.startsWith(candidate) || candidate.startsWith(word)) return true;
  return word.length === candidate.length && word.slice(0, -1) === candidate.slice(0, -1);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early once
 * every cell of a row exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

/**
 * A spelling corrector bound to one vocabulary (the words the concept patterns use).
 * Words already in the vocabulary or in `protectedWords` (ordinary English words that sit
 * one typo away from a symptom word, like "heat" from "heart") are left alone. Others are
 * tried as: g-dropped ("bleedin"), doubled letters ("bleding"), then an edit distance of 1
 * (2 for words of 8+ letters) to a vocabulary word of 5+ letters with the same first letter,
 * accepted only when exactly one word is that close.
 */
export class SpellingCorrector {
  private readonly byFirstLetter = new Map<string, string[]>();
  private readonly bySingleLetters = new Map<string, string>();
  private readonly cache = new Map<string, string>();

  /**
   * @param meaningOf what a vocabulary word stands for; a tie between equally close words
   *   is accepted when they all mean the same ("testicel" → "testicle" or "testical").
   */
  /**
   * @param vocabulary every word the patterns use; never corrected.
   * @param targets the words a typo may be corrected to (default: the vocabulary).
   * @param prefixes word beginnings the patterns accept as they are ("throb" for
   *   "throbbing"); a word starting with one is never corrected.
   */
  constructor(
    private readonly vocabulary: ReadonlySet<string>,
    private readonly protectedWords: ReadonlySet<string>,
    private readonly meaningOf: (word: string) => string = (word) => word,
    targets: ReadonlySet<string> = vocabulary,
    private readonly prefixes: readonly string[] = [],
  ) {
    for (const word of targets) {
      if (!PLAIN_WORD.test(word)) continue;
      const key = singleLetters(word);
      if (word.length >= 4 && !this.bySingleLetters.has(key)) this.bySingleLetters.set(key, word);
      if (word.length < 5) continue;
      const first = word[0] ?? '';
      const bucket = this.byFirstLetter.get(first) ?? [];
      bucket.push(word);
      this.byFirstLetter.set(first, bucket);
    }
  }

  correct(word: string): string {
    if (this.vocabulary.has(word) || this.protectedWords.has(word) || !PLAIN_WORD.test(word)) {
      return word;
    }
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const corrected = this.lookUp(word);
    if (this.cache.size > 20_000) this.cache.clear();
    this.cache.set(word, corrected);
    return corrected;
  }

  private lookUp(word: string): string {
    if (this.prefixes.some((prefix) => word.startsWith(prefix))) return word;
    const gForm = withG(word);
    if (gForm && this.vocabulary.has(gForm)) return gForm;
    if (word.length < 4) return word;
    const single = this.bySingleLetters.get(singleLetters(word));
    if (single) return single;
    if (word.length < 5) return word;
    const limit = word.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = limit + 1;
    let ambiguous = false;
    for (const candidate of this.byFirstLetter.get(word[0] ?? '') ?? []) {
      if (looksLikeInflection(word, candidate)) continue;
      const distance = editDistance(word, candidate, limit);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        ambiguous = false;
      } else if (
        distance === bestDistance &&
        best &&
        this.meaningOf(candidate) !== this.meaningOf(best)
      ) {
        ambiguous = true;
      }
    }
    return best && bestDistance <= limit && !ambiguous ? best : word;
  }
}
