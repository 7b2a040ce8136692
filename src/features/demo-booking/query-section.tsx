import { lazy, Suspense, useEffect, useRef } from 'react';
import { PageSection } from '@/components/marketing/page-section';
import type { QueryFormCopy } from '@/content/content-types';
import { observeNear } from '@/hooks/use-near-viewport';
import { DemoFormSlot } from './lazy-demo-form';

// At the viewport's edge: from 1024 px the home hero fills the first screen, so the form's code waits for a scroll.
const NEAR = '0px';

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
  const steps = copy.steps ? (
    <ol className="mt-6 space-y-3">
      {copy.steps.map((step, i) => (
        <li key={step} className="flex gap-3 text-slate-300">
          <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full border border-accent/50 text-xs font-semibold text-accent">
            {i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  ) : null;
  return (
    <PageSection id={id} heading={copy.heading} lead={copy.lead} layout="side" aside={steps}>
      <DemoFormSlot ref={slot}>
        <Suspense fallback={null}>
          <InlineDemoForm submitLabel={copy.submitLabel} label={copy.heading} rootMargin={NEAR} />
        </Suspense>
      </DemoFormSlot>
    </PageSection>
  );
}
