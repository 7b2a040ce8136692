export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** jsdom has no matchMedia, so it counts as "no". */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
