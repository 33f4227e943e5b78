import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// No test reaches a network: a request no test arranged (`fakeApi`) fails.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('No network in component tests');
    }),
  );
});

// Testing Library unmounts after each test only when vitest globals are on.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
