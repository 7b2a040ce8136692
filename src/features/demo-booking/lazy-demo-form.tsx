import type { ReactNode, Ref } from 'react';

/**
 * Keeps the form's exact height while it loads, so it arrives without moving the page. `data-early-part`: the page's
 * loader holds a press on the prerendered placeholder inside until the placeholder has hydrated (docs/decisions/0044).
 */
export function DemoFormSlot({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} data-early-part="demo-form" className="@container">
      <div className="min-h-[588px] @xl:min-h-[412px]">{children}</div>
    </div>
  );
}
