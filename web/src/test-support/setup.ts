import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

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

// The project's files share a worker and its document (vitest.config.ts):
// each file starts on a blank page at the site's root with empty storage,
// and the next one loads the app's modules afresh, so no cache, pick or
// session is left behind.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the app's own sidebar cookie is set this way too.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
afterAll(() => {
  vi.resetModules();
});
