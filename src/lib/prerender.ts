/** The first browser render must match the prerendered HTML (docs/decisions/0026): clocks go through renderClock(). */
let prerenderedAt: number | null = null;

export function setPrerenderClock(at: number | null): void {
  prerenderedAt = at;
}

export function renderClock(): number {
  return prerenderedAt ?? Date.now();
}

export const PRERENDERED_AT_ATTRIBUTE = 'data-prerendered-at';

export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRERENDERED_CHUNKS_ATTRIBUTE = 'data-route-chunks';

export const HYDRATED_EVENT = 'app:hydrated';

export function markHydrated(): void {
  // Also an attribute, for whoever arrives later (the e2e suite waits for it).
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * A part of a prerendered page that the loader looks after until the part itself has hydrated (docs/decisions/0044):
 * `code` (/code's boxes, run by the loader before hydration), or any other value (a press in it is held until then).
 */
export const EARLY_PART_ATTRIBUTE = 'data-early-part';

/**
 * Says that the part holding `node` has hydrated: the loader stops standing in for it and replays the presses it held
 * there. Call it from an effect (React ignores events dispatched while it commits), or from a layout effect when
 * nothing in the part is ever held (the code boxes).
 */
export function markPartHydrated(node: Element): void {
  node.closest(`[${EARLY_PART_ATTRIBUTE}]`)?.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
}

export interface PrerenderedMeta {
  title?: string;
  description?: string;
}

let collected: PrerenderedMeta | null = null;

export function collectPageMeta(): () => PrerenderedMeta {
  collected = {};
  return () => {
    const result = collected ?? {};
    collected = null;
    return result;
  };
}

export function reportPageMeta(meta: PrerenderedMeta): void {
  if (collected) Object.assign(collected, Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined)));
}
