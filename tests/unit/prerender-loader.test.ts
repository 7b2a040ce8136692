import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_PART_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  HYDRATED_EVENT,
  markHydrated,
  markPartHydrated,
  PRERENDERED_AT_ATTRIBUTE,
  PRERENDERED_CHUNKS_ATTRIBUTE,
} from '@/lib/prerender';

// docs/decisions/0026: a prerendered page links only src/prerender-loader.ts. It adds the app's entry once the page has
// painted, preloads the chunks listed on #root beside it, and holds a press on a button made before the app is there,
// replaying it once the app says it has hydrated (markHydrated, from App's first commit); in a part that hydrates on
// its own later (docs/decisions/0044: the landing's form), once that part says so (markPartHydrated).

async function loadPage(hero = '', beforeLoader = () => {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${PRERENDERED_AT_ATTRIBUTE}="1" ${ENTRY_ATTRIBUTE}="/assets/main-x.js" ${PRERENDERED_CHUNKS_ATTRIBUTE}="/assets/c-a.js /assets/c-b.js">${hero}<button type="button">Open menu</button><a href="/faq">FAQ</a><div ${EARLY_PART_ATTRIBUTE}="demo-form"><form method="dialog"><input name="name"><button type="submit">Send query</button></form></div></div>`;
  beforeLoader();
  vi.resetModules();
  await import('@/prerender-loader');
}

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the prerendered page loader', () => {
  // Fake timers in every test, run out before the next: the loader's frame and fallback timers must not fire after
  // the file's jsdom is gone (a real timer did once, on a busy machine: 'document is not defined', a failed run).
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('adds the entry and its preloads only after the page has loaded and painted', async () => {
    await loadPage();
    // jsdom's document is complete: the loader waits for the next frame and a task.
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual(['/assets/main-x.js']);
    expect(preloads()).toEqual(['/assets/c-a.js', '/assets/c-b.js']);
  });

  it("waits for Element Timing to report the hero's picture painted before it adds the entry (docs/decisions/0064)", async () => {
    let report: (entries: { element: Element }[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      await loadPage('<img src="/hero.avif" alt="" elementtiming="hero"><img src="/other.avif" alt="">');
      await vi.advanceTimersByTimeAsync(100);
      expect(entryScripts()).toEqual([]);
      // Another picture's paint is not the hero's.
      report([{ element: document.querySelectorAll('img')[1]! }]);
      await vi.advanceTimersByTimeAsync(100);
      expect(entryScripts()).toEqual([]);
      report([{ element: document.querySelector('img')! }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(entryScripts()).toEqual(['/assets/main-x.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a page whose hero is drawn in code, waits for the first largest-contentful-paint entry (docs/decisions/0081)', async () => {
    let report: (entries: unknown[]) => void = () => {};
    const observed: string[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      await loadPage('<h1>Serve your customers</h1><svg role="img" aria-label="A plan"></svg>');
      // The next frame is not enough: the frame is on screen only when the browser reports its paint.
      await vi.advanceTimersByTimeAsync(100);
      expect(observed).toEqual(['largest-contentful-paint']);
      expect(entryScripts()).toEqual([]);
      report([{ startTime: 320 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(entryScripts()).toEqual(['/assets/main-x.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts the app after 3 s even if no paint is ever reported (a tab opened in the background)', async () => {
    class SilentObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    try {
      await loadPage();
      await vi.advanceTimersByTimeAsync(2900);
      expect(entryScripts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(entryScripts()).toEqual(['/assets/main-x.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("without Element Timing, waits for the hero's picture to be decoded before it adds the entry (docs/decisions/0064)", async () => {
    let decoded = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    await loadPage('<img src="/media/renders/city-960.avif" alt="" loading="lazy" elementtiming="hero"><img src="/hero.avif" alt="" elementtiming="hero">', () => {
      // jsdom has no HTMLImageElement.decode: the browser's, pending until the picture is ready to paint.
      for (const img of document.querySelectorAll('img')) Object.assign(img, { decode });
    });
    // Only the eager one: a lazy picture (another width's) may never load.
    expect(decode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual(['/assets/main-x.js']);
  });

  it('holds a press on a button before hydration, starts the app at once and replays the press after hydration', async () => {
    await loadPage();
    const button = document.querySelector('button')!;
    const seen = vi.fn();
    button.addEventListener('click', seen);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    // The press started the app without waiting for the frame.
    expect(entryScripts()).toEqual(['/assets/main-x.js']);

    markHydrated();
    // Replayed in a task of its own, once what the app's first effects set has rendered.
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveBeenCalledTimes(1);
    // From now on presses go straight through.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toHaveLength(1);
  });

  it('lets links work before hydration', async () => {
    await loadPage();
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate; what matters is that the loader did not cancel it.
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    const spy = vi.spyOn(click, 'stopImmediatePropagation');
    link.dispatchEvent(click);
    expect(spy).not.toHaveBeenCalled();
    expect(HYDRATED_EVENT).toBe('app:hydrated');
  });

  it('starts the app at once when the visitor types', async () => {
    await loadPage();
    document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(entryScripts()).toEqual(['/assets/main-x.js']);
  });

  it('holds a submit in a part that hydrates later (Enter, Submit) until that part says it has hydrated, not the page', async () => {
    await loadPage();
    const form = document.querySelector('form')!;
    const send = form.querySelector('button')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    // The page hydrated, the form's code has not come yet: still held, and so is a second press.
    markHydrated();
    await vi.advanceTimersByTimeAsync(0);
    send.click();
    expect(submitted).not.toHaveBeenCalled();

    markPartHydrated(form);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toHaveBeenCalledTimes(1);
    send.click();
    expect(submitted).toHaveBeenCalledTimes(2);
  });
});
