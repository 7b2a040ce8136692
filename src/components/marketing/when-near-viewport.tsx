import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

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
  const [slot, visible] = useNearViewport<HTMLDivElement>(rootMargin);
  return visible ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : <div ref={slot} style={{ minHeight }} />;
}
