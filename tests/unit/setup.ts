import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setReloadPage } from '@/lib/chunk-reload';
import { checkConsoleErrors, installConsoleGuard } from './console-guard';
import { fakeDrift } from './mocks/contract';
import { server } from './mocks/server';
import { navigationSpies } from './navigation-spies';

installConsoleGuard();
// jsdom has no canvas: getContext() answers null, as it does without the canvas package, but silently, instead of a
// "Not implemented" line per call (the city's and the scenes' texture builders already handle a null context).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
// The first render of a lazy route transforms its module on demand: give findBy* room on a busy CI machine (at a
// load average of 12 on two cores a first route render took over 4 s). Only a failing wait takes this long.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Every request a test started is answered by that test's handlers: after the page is gone, the ones still on their
// way finish before the handlers are reset (a read that outlived its test was 'unhandled' on a busy CI machine).
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
async function settleRequests(limitMs = 5000): Promise<void> {
  const until = Date.now() + limitMs;
  // A macrotask first: a request sent in the last microtasks is intercepted before the count is read.
  do await new Promise((r) => setTimeout(r, 10));
  while (inFlight.size > 0 && Date.now() < until);
  inFlight.clear();
}

beforeEach(() => {
  navigationSpies.reload = vi.fn();
  setReloadPage(navigationSpies.reload);
  // jsdom implements no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await settleRequests();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  document.title = 'Join the Metaverse Revolution';
  checkConsoleErrors();
  // A fake that answered what the contract does not (tests/unit/mocks/contract.ts `handle`) fails its test.
  const drift = fakeDrift.splice(0);
  if (drift.length > 0) throw new Error(`a fake differs from the contract:\n${[...new Set(drift)].join('\n')}`);
});

afterAll(() => server.close());
