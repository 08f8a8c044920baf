import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw-server';
import { warmLazyWorkers } from '../../client/platform/lazy-worker';

// Node's fetch does not resolve relative URLs; the browser resolves them against the page, so tests do the same.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  nodeFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init);

// findBy/waitFor give up after 5 s, not 1 s: a route's first render waits for its lazily imported modules, which
// the test runner transforms on first use, slowly while parallel workers share the CPUs. A missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As in the app once it is idle: the saga workers that load apart from the entry are loaded (platform/lazy-worker.ts).
beforeEach(() => warmLazyWorkers());
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());
