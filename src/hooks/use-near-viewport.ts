import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Calls `onNear` once `node` comes within `rootMargin` of the viewport (at once without IntersectionObserver: jsdom,
 * old browsers); returns the stop. No React state: a part that must not re-render meanwhile uses it directly.
 */
export function observeNear(node: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

/** A callback ref, so a late-hydrated placeholder is observed too; false on server and first render (docs/decisions/0026). */
export function useNearViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return;
      return observeNear(node, rootMargin, () => startTransition(() => setNear(true)));
    },
    [near, rootMargin],
  );
  return [ref, near];
}
