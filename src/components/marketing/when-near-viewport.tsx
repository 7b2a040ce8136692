import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

interface Props {
  children: ReactNode;
  minHeight: string;
  rootMargin?: string;
}

export function WhenNearViewport({ children, minHeight, rootMargin = '600px' }: Props) {
  const [slot, visible] = useNearViewport<HTMLDivElement>(rootMargin);
  return visible ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : <div ref={slot} style={{ minHeight }} />;
}
