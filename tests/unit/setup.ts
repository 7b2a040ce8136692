import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setReloadPage } from '@/lib/chunk-reload';
import { checkConsoleErrors, installConsoleGuard } from './console-guard';
import { fakeDrift } from './mocks/contract';
import { server } from './mocks/server';
import { navigationSpies } from './navigation-spies';

installConsoleGuard();

// The unit files share one jsdom and module graph per worker (vite.config.ts `isolate: false`, docs/decisions/0075):
// what a file leaves behind is cleared here, so the next file starts from the document and globals the first one had.
interface Baseline {
  globals: Map<PropertyKey, PropertyDescriptor | undefined>;
  prototypes: Map<object, Map<PropertyKey, PropertyDescriptor | undefined>>;
  head: Set<Element>;
  htmlAttributes: [string, string][];
  bodyAttributes: [string, string][];
}
const descriptors = (o: object) => new Map(Reflect.ownKeys(o).map((k) => [k, Object.getOwnPropertyDescriptor(o, k)]));
/** The prototypes tests patch (scrollIntoView, getContext, …): their own properties as the environment made them. */
const PATCHED_PROTOTYPES = [Element.prototype, HTMLElement.prototype, HTMLCanvasElement.prototype, Node.prototype, Document.prototype];
/** Globals that this setup's own tools (msw's interceptors, the act environment) replace, and restore themselves. */
const MANAGED = new Set<PropertyKey>(['fetch', 'XMLHttpRequest', 'Request', 'Response', 'Headers', 'WebSocket', 'EventSource', 'IS_REACT_ACT_ENVIRONMENT']);
const attributes = (el: Element): [string, string][] => [...el.attributes].map((a) => [a.name, a.value]);
const shared = globalThis as typeof globalThis & { __unitBaseline?: Baseline };
const baseline = (shared.__unitBaseline ??= {
  globals: descriptors(globalThis),
  prototypes: new Map(PATCHED_PROTOTYPES.map((p) => [p, descriptors(p)])),
  head: new Set(document.head.children),
  htmlAttributes: attributes(document.documentElement),
  bodyAttributes: attributes(document.body),
});

function restoreProperties(target: object, before: Map<PropertyKey, PropertyDescriptor | undefined>, keep: Set<PropertyKey>) {
  for (const key of Reflect.ownKeys(target)) {
    if (keep.has(key) || typeof key === 'string' && key.startsWith('__')) continue;
    const was = before.get(key);
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!was) {
      if (now?.configurable) Reflect.deleteProperty(target, key);
    } else if (now && (now.value !== was.value || now.get !== was.get || now.set !== was.set) && now.configurable) {
      Object.defineProperty(target, key, was);
    }
  }
  // Deleted by a test (`delete globalThis.IntersectionObserver`): put back.
  for (const [key, was] of before) if (was && !Object.getOwnPropertyDescriptor(target, key) && !keep.has(key)) Object.defineProperty(target, key, was);
}

function resetAttributes(el: Element, to: [string, string][]) {
  for (const name of el.getAttributeNames()) el.removeAttribute(name);
  for (const [name, value] of to) el.setAttribute(name, value);
}

/** Empties what a test's page left outside React's roots: markup written straight into the body, head elements. */
function resetDocument() {
  document.body.replaceChildren();
  for (const el of [...document.head.children]) if (!baseline.head.has(el)) el.remove();
  resetAttributes(document.documentElement, baseline.htmlAttributes);
  resetAttributes(document.body, baseline.bodyAttributes);
}
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
  resetDocument();
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

afterAll(() => {
  server.close();
  restoreProperties(globalThis, baseline.globals, MANAGED);
  for (const [proto, before] of baseline.prototypes) restoreProperties(proto, before, new Set());
});
