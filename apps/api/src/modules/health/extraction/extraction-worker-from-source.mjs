// The extraction thread's entry when the server runs from its TypeScript sources (tsx, Vitest):
// tsx's loader hooks are not registered in worker threads, so the thread loads the worker's
// TypeScript through tsx's API. The built server starts dist/extraction-worker.mjs instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./extraction-worker.ts', import.meta.url);
