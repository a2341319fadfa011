/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
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
// developer warnings); a production build takes the production files instead (ADR 008). Its
// ES module files either way: under Node the package answers with CommonJS files, which would
// load React itself instead of the renderer below in the unit tests.
const routerFiles = (build: 'production' | 'development') => {
  const dir = fileURLToPath(
    new URL(`../../node_modules/react-router/dist/${build}/`, import.meta.url),
  );
  return [
    { find: /^react-router$/, replacement: `${dir}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dir}dom-export.mjs` },
  ];
};

// Its production files create <Link>, <NavLink> and <Form> with unannotated `forwardRef(...)`
// calls and name them in `X.displayName = ...` statements. Both count as side effects, so the
// bundler kept all three in the entry, with the prefetching and form code they use, although
// the app imports none of them (it has its own Link, shared/ui/link.tsx). Marking the calls
// pure and dropping the names (which only React's developer tools read) lets tree-shaking
// remove what the app does not import (ADR 008).
const treeShakeRouter: Plugin = {
  name: 'tree-shake-react-router',
  apply: 'build',
  transform: {
    filter: { id: /react-router\/dist\/production\/[^/]+\.mjs$/ },
    handler(code) {
      const trimmed = code
        .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  },
};

// The app is written against React's API and rendered by Preact's (preact/compat): the same
// components, hooks and React Router, for about 11 KB gzip of renderer in place of 68.
const preactRenderer = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // No React plugin: the JSX is compiled by Vite itself (tsconfig: react-jsx, so through the
  // aliases below to Preact's JSX runtime), and React's Fast Refresh cannot patch Preact; an
  // edit in development reloads the page (ADR 021).
  plugins: [tailwindcss(), treeShakeRouter],
  resolve: {
    alias: [...preactRenderer, ...routerFiles(command === 'build' ? 'production' : 'development')],
  },
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
    // The tests render with Preact too (Testing Library's Preact flavour), with the packages
    // that import React bundled with them so they get preact/compat as well. One copy of
    // Testing Library's DOM part for it and user-event, so user events run inside Preact's
    // act() and effects have run when a test looks.
    alias: [
      {
        find: /^@testing-library\/dom$/,
        replacement: fileURLToPath(
          new URL(
            '../../node_modules/@testing-library/dom/dist/@testing-library/dom.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
    server: {
      deps: { inline: [/react-router/, /@testing-library/, /react-markdown/, /preact/] },
    },
  },
}));
