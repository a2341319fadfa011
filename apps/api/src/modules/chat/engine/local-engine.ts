import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChatEngine, EngineRequest } from './chat-engine';
import { fileNote } from './file-note';
import { personalNote } from './personal-note';
import { compareWithReference } from './reference-values';

/** Passages quoted in one reply (at most one per article keeps the answer varied). */
const MAX_PASSAGES = 3;
/** Words per streamed piece: the page shows the reply growing like a model's would. */
const WORDS_PER_DELTA = 8;

export const NO_DOSES =
  'I can’t recommend a medicine or a dose: the right one depends on your health, your other ' +
  'medicines and an examination, so please ask a doctor or pharmacist, who can tell you the ' +
  'safe amount for you. If you have taken too much of a medicine, call your poison centre or ' +
  'emergency number now.';
export const NO_DIAGNOSIS =
  'I can’t tell you what is causing this: only a clinician who can examine you can make a ' +
  'diagnosis. Here is general information that may help you prepare for that visit.';
export const NOTHING_FOUND =
  'I couldn’t find that in our health library. I can help with questions about varicocele, ' +
  'male fertility and semen analysis, testosterone, erections, scrotal pain, underwear and ' +
  'heat, treatments and recovery, and when to see a doctor. Try asking in other words, or ' +
  'pick one of the suggestions.';
export const SEE_A_DOCTOR =
  'This is general information, not a diagnosis. If something is new, getting worse or ' +
  'worrying you, please see a doctor.';

/**
 * The default engine, with nothing to set up: it answers from the knowledge-base passages
 * retrieved for the question, quoted in plain words under their article titles. The same
 * question always gets the same answer, in microseconds.
 */
export function createLocalEngine(): ChatEngine {
  return {
    name: 'local',
    async *reply(request, signal) {
      const text = composeReply(request);
      const words = text.split(/(?<=\s)/);
      for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
        if (signal.aborted) return;
        yield words.slice(i, i + WORDS_PER_DELTA).join('');
        // Give the event loop a turn so a Stop that arrives mid-reply is seen.
        await nextTurn();
      }
    },
  };
}

/** A passage scoring under this share of the best one does not answer the question. */
const RELEVANCE_CUTOFF = 0.5;
/** After urgent guidance the reply adds nothing from the library (issue 24). */
export const AFTER_URGENT =
  'Please follow the guidance above first. When you are safe, I am here for any other question.';

/** "Title." — a title that already ends in ?, ! or . keeps its own mark. */
export const heading = (title: string) =>
  `**${/[?!.]$/.test(title.trim()) ? title.trim() : `${title.trim()}.`}**`;

/**
 * The reply leads with the answer: a number the user gives compared with its WHO 2021
 * reference, else the best passage's own text (for "what is…" the definition). Only passages
 * scoring at least RELEVANCE_CUTOFF of the best follow. An urgent or dose-refusal reply ends
 * with its own guidance: nothing from the library is appended after it.
 */
export function composeReply(request: EngineRequest): string {
  if (request.urgent) return AFTER_URGENT;
  if (request.request.asksForDose) return `${NO_DOSES}\n\n${SEE_A_DOCTOR}`;
  const parts: string[] = [];
  // A PDF's note comes first ("I read your file …" and its values compared); a value typed
  // in the question is compared too unless the file already gave values.
  const file = request.file ? fileNote(request.file) : null;
  if (file) parts.push(file.text);
  const comparison = file?.readings.length ? null : compareWithReference(request.question);
  if (comparison) parts.push(comparison);
  if (request.request.asksForDiagnosis) parts.push(NO_DIAGNOSIS);

  const seen = new Set<string>();
  const best = request.passages[0]?.rank ?? 0;
  const passages = request.passages.filter((passage) => {
    if (seen.has(passage.articleSlug)) return false;
    if (passage.rank < best * RELEVANCE_CUTOFF) return false;
    seen.add(passage.articleSlug);
    return true;
  });
  if (passages.length === 0) {
    // After a file's note, "nothing found" would read as if the file had not been read.
    parts.push(file ? SEE_A_DOCTOR : NOTHING_FOUND);
    return parts.join('\n\n');
  }
  const [first, ...rest] = passages.slice(0, MAX_PASSAGES);
  // The best passage's text is the answer: it goes first, its heading after its first words
  // would only delay it.
  parts.push(
    file || comparison || request.request.asksForDiagnosis
      ? `${heading(first!.title)} ${first!.body}`
      : first!.body,
  );
  const forYou = personalNote(request);
  if (forYou) parts.push(forYou);
  for (const passage of rest) parts.push(`${heading(passage.title)} ${passage.body}`);
  parts.push(SEE_A_DOCTOR);
  return parts.join('\n\n');
}
