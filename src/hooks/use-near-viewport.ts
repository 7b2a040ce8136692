import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Becomes true once the element given to `ref` comes within `rootMargin` of the viewport, and stays true: lazy
 * content below the fold is fetched only as the visitor scrolls towards it. A callback ref, so an element that
 * arrives after mount (a placeholder hydrated late inside a Suspense boundary) is observed too. Starts false on the
 * server and the client alike, so a prerendered page hydrates with its placeholder (docs/decisions/0026). The change
 * is a transition: content already on screen stays until the lazy chunk it reveals has arrived.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return;
      // Without IntersectionObserver (jsdom, old browsers) it counts as near at once, after the first render.
      if (typeof IntersectionObserver === 'undefined') return void setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
