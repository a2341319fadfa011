import blind2 from '../../../modules/chat/retrieval-set/blind-2.json';
import blind3 from '../../../modules/chat/retrieval-set/blind-3.json';
import blind4 from '../../../modules/chat/retrieval-set/blind-4.json';
import blind from '../../../modules/chat/retrieval-set/blind.json';
import dev from '../../../modules/chat/retrieval-set/dev.json';
import heldout from '../../../modules/chat/retrieval-set/heldout.json';
import { ASKED_AS } from './asked-as';

/**
 * The retrieval sets that have been read (ADR 029): questions written by people who never saw
 * the library, each labelled with the articles that answer it, the best first. They join the
 * everyday questions of the article they were labelled with first (document expansion, sixth
 * pass): a new question in the same words finds them. The unread sets (blind-5, and any set
 * still being written) are never imported here, so they stay a fair measure.
 */
export const READ_SETS = {
  dev,
  heldout,
  blind,
  'blind-2': blind2,
  'blind-3': blind3,
  'blind-4': blind4,
} as const satisfies Record<string, readonly { question: string; answers: string[] }[]>;

export type ReadSet = keyof typeof READ_SETS;

/**
 * Each article's questions from the read sets, labelled with it first, without `leaveOut`'s
 * (so `answers:report` measures a read set on an index that has not seen it) and without a
 * question the article already lists in asked-as.ts (case and spacing aside).
 */
export function askedByReaders(
  leaveOut?: ReadSet,
  already: Readonly<Record<string, readonly string[]>> = ASKED_AS,
): Record<string, string[]> {
  const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const seen = new Map<string, Set<string>>();
  const bySlug: Record<string, string[]> = {};
  for (const [name, cases] of Object.entries(READ_SETS)) {
    if (name === leaveOut) continue;
    for (const { question, answers } of cases) {
      const slug = answers[0];
      if (slug === undefined) continue;
      let keys = seen.get(slug);
      if (!keys) seen.set(slug, (keys = new Set((already[slug] ?? []).map(key))));
      if (keys.has(key(question))) continue;
      keys.add(key(question));
      (bySlug[slug] ??= []).push(question);
    }
  }
  return bySlug;
}
