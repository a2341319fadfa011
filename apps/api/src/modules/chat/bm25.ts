/**
 * BM25 of one collection of documents (the library's passages, or its everyday questions),
 * with a posting list per term so a question touches only the documents that share a word
 * with it (passage-ranking.ts, ADR 029).
 */

const K1 = 1.2;
const B = 0.75;

export interface Bm25Document {
  terms: ReadonlyMap<string, number>;
  length: number;
}

/**
 * A term's documents and its BM25 contribution to each, in two typed arrays: a question reads
 * them for every reply, and plain numbers in flat arrays cost neither the `[doc, weight]`
 * pairs' destructuring nor their garbage.
 */
export interface Postings {
  docs: Int32Array;
  weights: Float64Array;
}

export function bm25(docs: readonly Bm25Document[]) {
  let totalLength = 0;
  for (const d of docs) totalLength += d.length;
  const average = totalLength / Math.max(1, docs.length);
  const lists = new Map<string, [number, number][]>();
  docs.forEach((d, i) => {
    for (const [term, tf] of d.terms) {
      const list = lists.get(term) ?? [];
      list.push([i, (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / average))]);
      lists.set(term, list);
    }
  });
  const postings = new Map<string, Postings>();
  for (const [term, list] of lists) {
    const idf = Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5));
    const entry = { docs: new Int32Array(list.length), weights: new Float64Array(list.length) };
    list.forEach(([doc, weight], k) => {
      entry.docs[k] = doc;
      entry.weights[k] = weight * idf;
    });
    postings.set(term, entry);
  }
  // Scratch for `scores`: one reply's scoring allocates nothing but its result.
  const best = new Float64Array(docs.length);
  const touched = new Int32Array(docs.length);
  return {
    size: docs.length,
    has: (term: string) => postings.has(term),
    terms: () => postings.keys(),
    /** The documents that contain `term` (ascending), or undefined. */
    postings: (term: string): Postings | undefined => postings.get(term),
    /**
     * Each document's score for the query's concepts, by index (0 when it shares none): a
     * concept (a word, or a lay term and the library words it stands for) counts once, by its
     * best-matching term.
     */
    scores(concepts: readonly (readonly string[])[], weights?: readonly number[]): Float64Array {
      const scores = new Float64Array(docs.length);
      for (let c = 0; c < concepts.length; c++) {
        const weight = weights?.[c] ?? 1;
        let count = 0;
        for (const term of concepts[c]!) {
          const list = postings.get(term);
          if (!list) continue;
          for (let k = 0; k < list.docs.length; k++) {
            const i = list.docs[k]!;
            const w = list.weights[k]!;
            if (w > best[i]!) {
              // Weights are positive: a document is listed once, when first touched.
              if (best[i] === 0) touched[count++] = i;
              best[i] = w;
            }
          }
        }
        for (let k = 0; k < count; k++) {
          const i = touched[k]!;
          scores[i]! += weight * best[i]!;
          best[i] = 0;
        }
      }
      return scores;
    },
  };
}
