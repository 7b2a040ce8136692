import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** A callback ref, so a late-hydrated placeholder is observed too; false on server and first render (docs/decisions/0026). */
export function useNearViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return;
      // Without IntersectionObserver (jsdom, old browsers) it counts as near at once.
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
