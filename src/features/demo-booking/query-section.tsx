import { lazy, Suspense, useEffect, useRef } from 'react';
import { PageSection } from '@/components/marketing/page-section';
import type { QueryFormCopy } from '@/content/content-types';
import { observeNear } from '@/hooks/use-near-viewport';
import { DemoFormSlot } from './lazy-demo-form';

const NEAR = '0px 0px 100px 0px';

// The form's placeholder is in the prerendered page, so what a visitor types there before the app wakes is kept; its
// code (and then the form's) comes only as the slot nears the viewport, since `/` has a JS budget (docs/decisions/0009,
// 0044). Until then React leaves that part of the page's HTML as it is (a dehydrated Suspense boundary), which is why
// the wake-up is no React state: an update reaching the boundary before its code would replace the typed-into HTML.
let wake = () => {};
const woken = typeof document === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
const InlineDemoForm = lazy(() => woken.then(() => import('./inline-demo-form')).then((m) => ({ default: m.InlineDemoForm })));

export function QuerySection({ copy, id }: { copy: QueryFormCopy; id: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => (slot.current ? observeNear(slot.current, NEAR, wake) : undefined), []);
  return (
    <PageSection id={id} heading={copy.heading} lead={copy.lead} align="center" className="text-center">
      <div className="mx-auto max-w-3xl">
        <DemoFormSlot ref={slot}>
          <Suspense fallback={null}>
            <InlineDemoForm submitLabel={copy.submitLabel} label={copy.heading} rootMargin={NEAR} />
          </Suspense>
        </DemoFormSlot>
      </div>
    </PageSection>
  );
}
