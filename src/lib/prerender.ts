/**
 * Build-time prerendering of the public pages (scripts/prerender.mjs, docs/decisions/0026-prerendered-public-pages.md).
 *
 * The first render in the browser must produce exactly the HTML the build wrote, or React throws it away. Anything a
 * page derives from the clock reads `renderClock()`: during the build and during hydration it is the instant the
 * page was prerendered (written on #root as `data-prerendered-at`), afterwards the real clock.
 */
let prerenderedAt: number | null = null;

/** Called by the prerender entry before it renders, and by main.tsx before it hydrates. */
export function setPrerenderClock(at: number | null): void {
  prerenderedAt = at;
}

/** The time a first render should use: the prerender instant while hydrating, else now. */
export function renderClock(): number {
  return prerenderedAt ?? Date.now();
}

export const PRERENDERED_AT_ATTRIBUTE = 'data-prerendered-at';

/** The root element's attributes the loader reads (src/prerender-loader.ts): the entry's URL, and the chunks to
 * preload beside it (space-separated URLs). */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRERENDERED_CHUNKS_ATTRIBUTE = 'data-route-chunks';

/** The event the app dispatches on `document` after its first commit; src/main.tsx then replays held presses. */
export const HYDRATED_EVENT = 'app:hydrated';

/** Called by the app after its first commit (the hydration of a prerendered page). */
export function markHydrated(): void {
  // Also an attribute, for whoever arrives later (the e2e suite waits for it).
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Title and description the page asked for while it was prerendered (usePageMeta on the server). */
export interface PrerenderedMeta {
  title?: string;
  description?: string;
}

let collected: PrerenderedMeta | null = null;

/** The prerender entry starts collecting before a page and reads the result after it. */
export function collectPageMeta(): () => PrerenderedMeta {
  collected = {};
  return () => {
    const result = collected ?? {};
    collected = null;
    return result;
  };
}

/** usePageTitle / usePageMeta report here while rendering on the server (no document there). */
export function reportPageMeta(meta: PrerenderedMeta): void {
  if (collected) Object.assign(collected, Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined)));
}
