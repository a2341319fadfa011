/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/api); the dev and preview servers forward API and socket calls to it. */
const apiOrigin = 'http://localhost:8080';

// The Host header is kept as the browser sent it (no changeOrigin), so the API sees the
// same host it would see in production and can resolve the brand from it.
const proxy = {
  '/api': { target: apiOrigin },
  '/ws': { target: apiOrigin, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source entries to hashed files under dist/assets/.
    manifest: true,
    // SVGs (brand marks, also used as favicons) stay files: cached on their own and not
    // inlined into the entry chunk as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/shared/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
});
