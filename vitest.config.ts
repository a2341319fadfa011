import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // PGlite instances are memory-hungry and CI has two cores.
    maxWorkers: 2,
  },
});
