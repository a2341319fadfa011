// `npm run size:entry`: what the entry chunk is made of. Builds the web app with source maps
// into a temporary folder (dist/ is left alone), gives each minified character of the entry to
// the source file its map names, and lists packages and our own modules by size, with their
// share of the chunk's gzip size (ADR 008). `-- --files` lists files instead of packages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const byFile = process.argv.includes('--files');
const top = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 30);

const outDir = mkdtempSync(path.join(os.tmpdir(), 'mhp-size-entry-'));
try {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const args = ['build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  const code = await run(vite, args, { cwd: path.join(root, 'apps/web') });
  if (code !== 0) process.exit(code);
  report(outDir);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

function report(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const file = path.join(dir, entry.file);
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((source) =>
    path.relative(root, path.resolve(path.dirname(file), map.sourceRoot ?? '', source)),
  );

  // Each mapping segment owns the characters up to the next one on its line.
  const bytes = new Map();
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = line ? line.split(',').map(decodeVlq) : [];
    let column = 0;
    const starts = segments.map((fields) => {
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      return { column, source: fields.length >= 4 ? sources[sourceIndex] : undefined };
    });
    starts.forEach((segment, i) => {
      const end = starts[i + 1]?.column ?? lines[lineIndex].length;
      const name = segment.source ?? '(no source: bundler code, preload list)';
      bytes.set(name, (bytes.get(name) ?? 0) + end - segment.column);
    });
  });

  const groups = new Map();
  for (const [source, size] of bytes) {
    const name = groupOf(source);
    groups.set(name, (groups.get(name) ?? 0) + size);
  }
  const gzipKb = gzipSync(code, { level: 9 }).length / 1024;
  const kb = (size) => `${((size / code.length) * gzipKb).toFixed(1)} KB`;
  console.log(`${entry.file}: ${code.length} B minified, ${gzipKb.toFixed(1)} KB gzip\n`);
  console.log(
    `${'package or module'.padEnd(72)} ${'minified'.padStart(10)} ${'gzip share'.padStart(11)}`,
  );
  const rows = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [name, size] of rows.slice(0, top)) {
    console.log(`${name.padEnd(72)} ${`${size} B`.padStart(10)} ${kb(size).padStart(11)}`);
  }
  if (rows.length > top) console.log(`… ${rows.length - top} more (npm run size:entry -- 100)`);
}

/** A package (react-dom), or a file from the repo root (apps/web/src/app/router.tsx). */
function groupOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (!pkg) return source;
  return byFile ? `${pkg[1]}/${pkg[2]}` : pkg[1];
}

/** The fields of one source-map segment (base64 VLQ, each relative to the previous one). */
function decodeVlq(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}
