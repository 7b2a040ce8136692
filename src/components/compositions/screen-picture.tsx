import { lazy } from 'react';
import { Island } from './island';
import type { ScreenId } from './screens';

const ProductScreen = lazy(() => import('./product-screen'));

/**
 * A product page's picture (product-screen.tsx) as static markup in the built browser app (island.tsx), marked as a
 * figure with the page's description of it; without one it is decoration.
 */
export function ScreenPicture({ id, alt, compact = false, className = '' }: { id: ScreenId; alt: string; compact?: boolean; className?: string }) {
  return (
    <figure data-composition={id} className={className} {...(alt ? { 'aria-label': alt } : { 'aria-hidden': true })}>
      <div aria-hidden="true" className="h-full">
        <Island name={compact ? `${id}-compact` : id} component={ProductScreen} props={{ id, compact }} />
      </div>
    </figure>
  );
}
