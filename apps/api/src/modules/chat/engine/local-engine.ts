import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChatEngine, EngineRequest } from './chat-engine';
import { personalNote } from './personal-note';

/** Passages quoted in one reply (at most one per article keeps the answer varied). */
const MAX_PASSAGES = 3;
/** Words per streamed piece: the page shows the reply growing like a model's would. */
const WORDS_PER_DELTA = 8;

export const NO_DOSES =
  'I can’t recommend a medicine or a dose: the right one depends on your health, your other ' +
  'medicines and an examination, so please ask a doctor or pharmacist. Here is general ' +
  'information that may help you talk with them.';
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

export function composeReply(request: EngineRequest): string {
  const parts: string[] = [];
  if (request.request.asksForDose) parts.push(NO_DOSES);
  else if (request.request.asksForDiagnosis) parts.push(NO_DIAGNOSIS);

  const seen = new Set<string>();
  const passages = request.passages.filter((passage) => {
    if (seen.has(passage.articleSlug)) return false;
    seen.add(passage.articleSlug);
    return true;
  });
  if (passages.length === 0) {
    parts.push(NOTHING_FOUND);
    return parts.join('\n\n');
  }
  if (!request.urgent && parts.length === 0) parts.push('Here is what our health library says.');
  const forYou = request.urgent ? '' : personalNote(request);
  if (forYou) parts.push(forYou);
  for (const passage of passages.slice(0, MAX_PASSAGES)) {
    parts.push(`**${passage.title}.** ${passage.body}`);
  }
  parts.push(SEE_A_DOCTOR);
  return parts.join('\n\n');
}
