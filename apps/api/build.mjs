// Bundles the API (and the contract it imports as TypeScript) into dist/ for `node`.
// npm dependencies stay external: they are installed next to it by `npm ci`.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@mhp/'),
);

await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed-cli.ts' },
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
