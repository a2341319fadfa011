import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own clean-up.
  cleanup();
  localStorage.clear();
});
