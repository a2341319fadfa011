// `npm run size:entry`: what the entry chunk is made of. Reads the build's source maps
// (apps/web/dist, built with hidden source maps) and lists packages and our own modules by
// size, with their share of the chunk's gzip size (ADR 008). `-- --files` lists files instead
// of packages.
import path from 'node:path';
import { root } from './lib.mjs';
import { entryComposition, packageOf } from './entry-composition.mjs';

const byFile = process.argv.includes('--files');
const top = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 30);

const composition = entryComposition(path.join(root, 'apps/web/dist'));
if (!composition) {
  console.error('No build with source maps found: run `npm run build` first.');
  process.exit(1);
}
const { file, length, gzip, bytes } = composition;
const groups = new Map();
for (const [source, size] of bytes) {
  const name = groupOf(source);
  groups.set(name, (groups.get(name) ?? 0) + size);
}
const gzipKb = gzip / 1024;
const kb = (size) => `${((size / length) * gzipKb).toFixed(1)} KB`;
console.log(`${file}: ${length} B minified, ${gzipKb.toFixed(1)} KB gzip\n`);
console.log(
  `${'package or module'.padEnd(72)} ${'minified'.padStart(10)} ${'gzip share'.padStart(11)}`,
);
const rows = [...groups].sort((a, b) => b[1] - a[1]);
for (const [name, size] of rows.slice(0, top)) {
  console.log(`${name.padEnd(72)} ${`${size} B`.padStart(10)} ${kb(size).padStart(11)}`);
}
if (rows.length > top) console.log(`… ${rows.length - top} more (npm run size:entry -- 100)`);

/** A package (react-dom), or a file from the repo root (apps/web/src/app/router.tsx). */
function groupOf(source) {
  const pkg = packageOf(source);
  if (!pkg) return source;
  return byFile ? source.slice(source.indexOf(`node_modules/${pkg}/`) + 13) : pkg;
}
