// Writes .br and .gz siblings for the built web app's text files, so the server sends
// precompressed bytes (best brotli level, done once at build time) instead of compressing
// on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir, root = dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/server/ is the API's render bundle (ADR 020): read from disk, never sent.
    if (entry.isDirectory() && entry.name === 'server' && dir === root) continue;
    if (entry.isDirectory()) yield* files(full, root);
    else yield full;
  }
}

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
let count = 0;
for await (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || dir}`);
