import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * True once the element given to `ref` has come within `rootMargin` of the viewport. A callback ref, so a placeholder
 * hydrated late is observed too; false on the server and the first client render alike (docs/decisions/0026). A
 * transition, so content on screen stays until the lazy chunk it reveals has arrived.
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
