import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Space kept while waiting, so nothing below jumps when the content arrives. */
  minHeight: string;
  /** How far below the viewport to start loading. */
  rootMargin?: string;
}

/**
 * Renders (and so downloads) lazy content only when its place comes within `rootMargin` of the viewport: the
 * first page's JS budget pays for what a visitor sees first. Without IntersectionObserver (old browsers, jsdom) it
 * renders at once.
 */
export function WhenNearViewport({ children, minHeight, rootMargin = '600px' }: Props) {
  const [visible, setVisible] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (visible || !slot.current) return;
    // Without IntersectionObserver it renders at once, after the first render (the one a prerendered page hydrates).
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(slot.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  const placeholder = <div ref={slot} style={{ minHeight }} />;
  return visible ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : placeholder;
}
