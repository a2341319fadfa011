// `npm run size`: gzip size of the JavaScript and CSS the built web app loads. Reads the
// Vite manifest, so each entry's size includes its statically imported chunks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';
import { entryComposition, FRAMEWORK_PACKAGES, packageOf } from './entry-composition.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** JS and CSS files a chunk pulls in on load: itself plus its static imports, once each. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: new Set(), css: new Set() };
  seen.add(key);
  const js = new Set([chunk.file]);
  const css = new Set(chunk.css ?? []);
  for (const dep of chunk.imports ?? []) {
    const sub = closure(dep, seen);
    sub.js.forEach((f) => js.add(f));
    sub.css.forEach((f) => css.add(f));
  }
  return { js, css };
}

const sum = (set) => [...set].reduce((total, file) => total + gz(file), 0);
const union = (a, b) => ({ js: new Set([...a.js, ...b.js]), css: new Set([...a.css, ...b.css]) });
const row = (name, files) => ({ name, js: sum(files.js), css: sum(files.css) });

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);

// A first visit loads the entry and the page's brand file (brands/registry.ts loads only the
// brand a page shows); the largest brand is counted, so every figure is an upper bound.
const isBrand = (key) => /^src\/brands\/[^/]+\.brand\.ts$/.test(key);
const brandRows = dynamicKeys
  .filter(isBrand)
  .map((key) => row(`entry + ${key}`, union(closure(entry), closure(key))));
const largestBrand = dynamicKeys
  .filter(isBrand)
  .reduce((max, key) =>
    sum(union(closure(entry), closure(key)).js) > sum(union(closure(entry), closure(max)).js)
      ? key
      : max,
  );
const base = largestBrand ? union(closure(entry), closure(largestBrand)) : closure(entry);
const withEntry = (key) => row(`entry + ${key}`, union(base, closure(key)));

// Route modules are what a first visit loads; other lazy chunks load later, on demand inside
// a page (a dialog, a fallback library), and are listed apart so they do not pass for routes.
const isRoute = (key) => key.startsWith('src/app/routes/');
const rows = dynamicKeys.filter(isRoute).map(withEntry);
const onDemand = dynamicKeys.filter((key) => !isRoute(key) && !isBrand(key)).map(withEntry);

function table(list) {
  console.log(`${'chunk'.padEnd(60)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(10)}`);
  for (const row of list) {
    console.log(`${row.name.padEnd(60)} ${kb(row.js).padStart(10)} ${kb(row.css).padStart(10)}`);
  }
}

console.log('The entry, and the entry with each brand file (a first visit loads one):\n');
table([row(`entry (${entry})`, closure(entry)), ...brandRows]);
console.log(
  `\nFirst-visit gzip size per lazy route (entry chunks + the largest brand + the route chunk):\n`,
);
table(rows);
if (onDemand.length > 0) {
  console.log('\nLoaded on demand inside a page (entry chunks + the largest brand + the chunk):\n');
  table(onDemand);
}
const largest = rows.reduce((max, row) => (row.js > max.js ? row : max));
console.log(`\nLargest first-visit JS: ${kb(largest.js)} gzip (${largest.name})`);
frameworkShare();

/**
 * The framework's share of the entry and ours (issue 23): React is what the product asks for,
 * so its bytes are a given; ours are what a change can grow. Apportioned from the entry's
 * gzip size by minified bytes (the build's hidden source maps).
 */
function frameworkShare() {
  const composition = entryComposition(dist);
  if (!composition) return;
  const packages = new Map();
  let own = 0;
  for (const [source, size] of composition.bytes) {
    const name = packageOf(source);
    if (name && FRAMEWORK_PACKAGES.includes(name))
      packages.set(name, (packages.get(name) ?? 0) + size);
    else own += size;
  }
  const share = (size) => (size / composition.length) * composition.gzip;
  const framework = [...packages.values()].reduce((a, b) => a + b, 0);
  const parts = FRAMEWORK_PACKAGES.filter((name) => packages.has(name))
    .map((name) => `${name} ${kb(share(packages.get(name)))}`)
    .join(', ');
  console.log(
    `Entry ${kb(composition.gzip)}: framework ${kb(share(framework))} (${parts}); ours and other packages ${kb(share(own))}`,
  );
}

// ADR 008: every route's first visit stays within this budget; over it, the script fails.
// Issue 23: React DOM 19 renders the app (ADR 022); the budget is what React allows, 130 KB
// gzip on every route's first visit. `npm test` runs this, so growth past it fails CI.
const BUDGET_KB = 130;
const over = rows.filter((row) => row.js / 1024 > BUDGET_KB);
if (over.length > 0) {
  console.error(`\nOver the ${BUDGET_KB} KB first-visit budget (ADR 008):`);
  for (const row of over) console.error(`  ${row.name}: ${kb(row.js)}`);
  process.exitCode = 1;
} else {
  console.log(`Within the ${BUDGET_KB} KB first-visit budget (ADR 008).`);
}
