import { CLAUSE, SENTENCE } from './normalise';

/**
 * Openings that shout an emergency and then take it back: "Chest pain!! well, sort of.",
 * "EMERGENCY!!! ...ok not really", "My testicle is twisted!! is what my brain told me at
 * 3am", "I want to die. Of embarrassment.", "can't breathe - that's what my panic attacks
 * felt like". The taking back is read from its shape, not from the symptom: a sentence that is
 * nothing but a retraction, a sentence or clause that opens by calling what came before a
 * description ("is how I describe…", "that's what … felt like"), or a sentence that turns a
 * "die" into an idiom ("Of embarrassment."). What it takes back is the last clause of the
 * sentence before it; later sentences are read as usual, so a real emergency told after a joke
 * still counts. Design: docs/decisions/014-chat-triage-red-flag-triage.md.
 */

/** Whole sentences that take back the one before ("not really", "well, sort of"). */
const RETRACTING_SENTENCES = new Set([
  'not really',
  'sort of',
  'kind of',
  'not exactly',
  'not quite',
  'not literally',
  'just kidding',
  'only kidding',
  'kidding',
  'jk',
  'just joking',
  'only joking',
  'joking',
  'figuratively',
  'metaphorically',
  'not literally obviously',
]);
/** Words around a retraction that do not change it: "ok, not really", "well… sort of lol". */
const FILLERS = new Set([
  'ok',
  'okay',
  'well',
  'lol',
  'haha',
  'hahaha',
  'lmao',
  'so',
  'um',
  'erm',
  'ah',
  'oh',
  'yeah',
  'nah',
  'no',
  'i',
  'mean',
  'ha',
]);
/** "is what", "that is how": calling what came before a description. */
const DESCRIBES = new Set(['what', 'how']);
/** A description of the past or of words, not of now: "felt like", "told me", "I describe". */
const REPORTING_WORDS = new Set([
  'felt',
  'told',
  'said',
  'thought',
  'describe',
  'described',
  'call',
  'called',
  'meant',
  'seemed',
  'was',
  'were',
  'used',
  'yelled',
  'shouted',
  'screamed',
  'asked',
  'wrote',
  'typed',
  'googled',
  'searched',
  'joked',
]);
/**
 * Sentence openings that take back what came before, even when the sentence goes on: "Nah
 * that's an exaggeration, it's just scratchy", "In a dream last night lol".
 */
const RETRACTING_OPENINGS = [
  'that is an exaggeration',
  'that is exaggerating',
  'i am exaggerating',
  'exaggerating',
  'i exaggerate',
  'that is dramatic',
  'i am being dramatic',
  'being dramatic',
  'just kidding',
  'only kidding',
  'only joking',
  'just joking',
  'in a dream',
  'in my dream',
  'in my dreams',
  'in the dream',
  'in a nightmare',
  'in my nightmare',
  'in the game',
  'in the film',
  'in the movie',
  'in the book',
  'in the show',
  // "I'm going to end it... with my girlfriend": a relationship, not a life.
  'with my girlfriend',
  'with my boyfriend',
  'with my wife',
  'with my husband',
  'with my partner',
  'with my fiance',
  'with my fiancee',
].map((phrase) => phrase.split(' '));
/**
 * "die. Of embarrassment.", "passed out in the meeting! …from boredom": what people die of or
 * pass out from in a figure of speech.
 */
const FIGURATIVE_CAUSES = new Set([
  'boredom',
  'tiredness',
  'exhaustion',
  'lack',
  'embarrassment',
  'shame',
  'laughter',
  'laughing',
  'cringe',
  'cringing',
  'jealousy',
  'envy',
  'excitement',
  'happiness',
]);

/** Token ranges [from, to) whose symptoms are taken back. */
export function retractedRanges(tokens: readonly string[]): [number, number][] {
  const sentences: [number, number][] = [];
  let start = 0;
  tokens.forEach((token, i) => {
    if (token === SENTENCE) {
      sentences.push([start, i]);
      start = i + 1;
    }
  });
  sentences.push([start, tokens.length]);

  const ranges: [number, number][] = [];
  sentences.forEach(([from, to], k) => {
    const words = tokens.slice(from, to).filter((t) => t !== CLAUSE);
    const previous = lastClauseOf(tokens, sentences[k - 1]);
    if (previous && retractsWhole(words)) ranges.push(previous);
    if (previous && opensWithRetraction(words, tokens.slice(previous[0], previous[1]))) {
      ranges.push(previous);
    }
    // "…!! is what my brain told me", "…, that is what my panic attacks felt like": a
    // description opening a sentence takes back the sentence before; opening a clause, the
    // clauses before it in its sentence.
    for (let at = from; at < to; at++) {
      const opensSentence = at === from;
      const opensClause = !opensSentence && tokens[at - 1] === CLAUSE;
      if (!opensSentence && !opensClause) continue;
      if (!describesWhatCameBefore(tokens, at, to)) continue;
      if (opensSentence && previous) ranges.push(previous);
      if (opensClause) ranges.push([from, at]);
    }
  });
  return ranges;
}

/**
 * What a taking back reaches: the last clause of the sentence before ("…I'm boiling hot and
 * feel like I'm dying. not literally" takes back the dying, not the swelling).
 */
function lastClauseOf(
  tokens: readonly string[],
  sentence: [number, number] | undefined,
): [number, number] | undefined {
  if (!sentence) return undefined;
  const [from, to] = sentence;
  for (let i = to - 1; i >= from; i--) if (tokens[i] === CLAUSE) return [i + 1, to];
  return sentence;
}

function retractsWhole(words: readonly string[]): boolean {
  let first = 0;
  let last = words.length;
  while (first < last && FILLERS.has(words[first] ?? '')) first++;
  while (last > first && FILLERS.has(words[last - 1] ?? '')) last--;
  return first < last && RETRACTING_SENTENCES.has(words.slice(first, last).join(' '));
}

/**
 * Does a sentence open by taking back the clause before: "of embarrassment", "from boredom",
 * "nah, that is an exaggeration", "in a dream", or "not really pain" echoing "Chest pain!!"?
 */
function opensWithRetraction(words: readonly string[], before: readonly string[]): boolean {
  let first = 0;
  while (first < words.length && FILLERS.has(words[first] ?? '')) first++;
  const rest = words.slice(first);
  if ((rest[0] === 'of' || rest[0] === 'from') && FIGURATIVE_CAUSES.has(rest[1] ?? '')) return true;
  if (RETRACTING_OPENINGS.some((phrase) => phrase.every((word, i) => rest[i] === word)))
    return true;
  return (
    rest[0] === 'not' &&
    (rest[1] === 'really' || rest[1] === 'exactly' || rest[1] === 'quite') &&
    before.includes(rest[2] ?? '')
  );
}

/** "is what …", "that is how …" followed, in the same sentence, by a reporting word. */
function describesWhatCameBefore(tokens: readonly string[], at: number, end: number): boolean {
  let i = at;
  if (tokens[i] === 'that' || tokens[i] === 'this') i++;
  if (tokens[i] !== 'is' && tokens[i] !== 'was') return false;
  if (!DESCRIBES.has(tokens[i + 1] ?? '')) return false;
  return tokens.slice(i + 2, end).some((t) => REPORTING_WORDS.has(t));
}
