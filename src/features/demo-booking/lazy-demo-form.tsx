import { lazy, type ReactNode } from 'react';

export const LazyDemoForm = lazy(() => import('./components/demo-form'));

/** Keeps the form's exact height while it loads, so it arrives without moving the page. */
export function DemoFormSlot({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="min-h-[588px] @xl:min-h-[412px]">{children}</div>
    </div>
  );
}
