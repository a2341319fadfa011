/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/** The API server (apps/api); the dev and preview servers forward API and socket calls to it. */
const apiOrigin = 'http://localhost:8080';

// The Host header is kept as the browser sent it (no changeOrigin), so the API sees the
// same host it would see in production and can resolve the brand from it.
const proxy = {
  '/api': { target: apiOrigin },
  '/ws': { target: apiOrigin, ws: true },
};

// React Router's package exports point every bundler at its development build (with its
// developer warnings); a production build takes the production files instead (ADR 008).
const routerProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerProduction}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerProduction}dom-export.mjs` },
];

// Its production files create <Link>, <NavLink> and <Form> with unannotated `forwardRef(...)`
// calls and name them in `X.displayName = ...` statements. Both count as side effects, so the
// bundler kept all three in the entry, with the prefetching and form code they use, although
// the app imports none of them (it has its own Link, shared/ui/link.tsx). Marking the calls
// pure and dropping the names (which only React's developer tools read) lets tree-shaking
// remove what the app does not import (ADR 008).
// The patch must fail the build loudly when a new React Router release no longer matches it
// (ADR 022): a silent miss would put about 9 KB gzip back on every first visit unnoticed.
const treeShakeRouter: Plugin = (() => {
  const counts = { forwardRef: 0, displayName: 0 };
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    buildStart() {
      counts.forwardRef = 0;
      counts.displayName = 0;
    },
    transform: {
      filter: { id: /react-router\/dist\/production\/[^/]+\.mjs$/ },
      handler(code) {
        const trimmed = code
          .replace(/= (React\d*\.forwardRef\()/g, (_match, call: string) => {
            counts.forwardRef += 1;
            return `= /* @__PURE__ */ ${call}`;
          })
          .replace(/^\w+\.displayName = "[^"]*";$/gm, () => {
            counts.displayName += 1;
            return '';
          });
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
    buildEnd() {
      // Only a build that includes the router's files can tell (the server bundle and the
      // client both do).
      if (counts.forwardRef === 0 || counts.displayName === 0) {
        this.error(
          `tree-shake-react-router matched ${counts.forwardRef} forwardRef calls and ${counts.displayName} displayName lines in React Router's production files: update the patterns in apps/web/vite.config.ts (ADR 022) or remove the plugin.`,
        );
      }
    },
  };
})();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), treeShakeRouter],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  // The server bundle (entry-server.tsx, ADR 020) is self-contained: the API server loads it
  // from dist/server/ without resolving the web app's packages, and with every package's
  // production build whatever NODE_ENV the server runs under.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source entries to hashed files under dist/assets/.
    manifest: true,
    // Source maps beside the browser's files, not named in them: `npm run size` reads them to
    // tell the framework's bytes from ours (ADR 022); browsers do not fetch them.
    sourcemap: isSsrBuild ? false : ('hidden' as const),
    // Every browser the app supports (ES2022 modules) knows <link rel="modulepreload">; the
    // polyfill would cost the entry about 0.5 KB gzip for nothing (ADR 008).
    modulePreload: { polyfill: false },
    // SVGs (brand marks, also used as favicons) stay files: cached on their own and not
    // inlined into the entry chunk as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // Everything the entry loads goes into one chunk: left alone, Rolldown splits it into
        // eight small files (react, jsx-runtime, the http client...), which costs about 3 KB
        // gzip on every first visit (ADR 008). Route chunks still get their own shared chunks.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/shared/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
}));
