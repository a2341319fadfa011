// Bundles the API (and the contract it imports as TypeScript) into dist/ for `node`.
// npm dependencies stay external: they are installed next to it by `npm ci`.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@mhp/'),
);

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/db/seed-cli.ts',
    // The health-fact extraction's worker thread (ADR 031), loaded by the server at run time.
    'extraction-worker': 'src/modules/health/extraction/extraction-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
