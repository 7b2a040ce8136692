import { lazy, type ReactNode } from 'react';

/** The booking form as a lazy chunk (country picker, flags, http client), for places that decide when to load it. */
export const LazyDemoForm = lazy(() => import('./components/demo-form'));

/**
 * Keeps the exact height of the booking form (lib/form-layout.ts: fixed field heights; one column below a 36rem
 * container, two above) while it is not there yet, so it arrives without moving the page.
 */
export function DemoFormSlot({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="min-h-[568px] @xl:min-h-[392px]">{children}</div>
    </div>
  );
}
