import { lazy } from 'react';
import { Island } from './island';
import type { ScreenView } from './product-screen';
import type { ScreenId } from './screens';

const ProductScreen = lazy(() => import('./product-screen'));

/**
 * A product page's picture (product-screen.tsx) as static markup in the built browser app (island.tsx), marked as a
 * figure with the page's description of it; without one it is decoration.
 */
export function ScreenPicture({ id, alt, view = 'window' }: { id: ScreenId; alt: string; view?: ScreenView }) {
  return (
    <figure data-composition={id} data-view={view} {...(alt ? { 'aria-label': alt } : { 'aria-hidden': true })}>
      <div aria-hidden="true">
        <Island name={view === 'window' ? id : `${id}:${view}`} component={ProductScreen} props={{ id, view }} />
      </div>
    </figure>
  );
}
