// What the entry chunk of a web build is made of: each minified character of the entry is
// given to the source file its source map names (ADR 008, ADR 022). Used by `npm run size`
// (the framework's share and ours) and `npm run size:entry` (package by package).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The packages that are React and its router: the framework every page carries. */
export const FRAMEWORK_PACKAGES = ['react-dom', 'react', 'scheduler', 'react-router'];

/**
 * The entry chunk of the build in `dir` (its source map beside it): its file, its gzip size,
 * and minified bytes by source file (repo-relative), or null when the build has no map.
 */
export function entryComposition(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const file = path.join(dir, entry.file);
  const code = readFileSync(file, 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    return null;
  }
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
  const gzip = gzipSync(code, { level: 9 }).length;
  return { file: entry.file, length: code.length, gzip, bytes };
}

/** The package a source file belongs to (react-dom), or null for the repo's own files. */
export function packageOf(source) {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? null;
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
