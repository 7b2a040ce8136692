import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

interface Props {
  children: ReactNode;
  /** Space kept while waiting, so nothing below jumps when the content arrives. */
  minHeight: string;
  rootMargin?: string;
}

/** Renders (and so downloads) lazy content only once its place nears the viewport (at once without IntersectionObserver). */
export function WhenNearViewport({ children, minHeight, rootMargin = '600px' }: Props) {
  const [slot, visible] = useNearViewport<HTMLDivElement>(rootMargin);
  return visible ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : <div ref={slot} style={{ minHeight }} />;
}
