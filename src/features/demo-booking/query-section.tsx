import { PageSection } from '@/components/marketing/page-section';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import type { QueryFormCopy } from '@/content/content-types';
import { DemoFormSlot, LazyDemoForm } from './lazy-demo-form';

/** The form arrives only as its place nears the viewport, to keep `/` within its JS budget (docs/decisions/0009). */
export function QuerySection({ copy, id }: { copy: QueryFormCopy; id: string }) {
  return (
    <PageSection id={id} heading={copy.heading} lead={copy.lead} align="center" className="text-center">
      <div className="mx-auto max-w-3xl">
        <DemoFormSlot>
          <WhenNearViewport minHeight="0" rootMargin="0px 0px 100px 0px">
            <LazyDemoForm submitLabel={copy.submitLabel} label={copy.heading} countOpenOnFocus />
          </WhenNearViewport>
        </DemoFormSlot>
      </div>
    </PageSection>
  );
}
