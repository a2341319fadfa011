import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearQueryCache } from '../api/use-api-query';

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own clean-up.
  cleanup();
  localStorage.clear();
  // Each test starts with no cached answers.
  clearQueryCache();
});
