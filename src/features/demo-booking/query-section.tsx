import { PageSection } from '@/components/marketing/page-section';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import type { QueryFormCopy } from '@/content/content-types';
import { DemoFormSlot, LazyDemoForm } from './lazy-demo-form';

/**
 * 'Send us your query': the booking form in the page. `/` must stay within 110 KB of JS (gzip) and the form brings
 * the phone picker and the http client, so it arrives only as its place nears the viewport, into a slot of its size.
 */
export function QuerySection({ copy, id }: { copy: QueryFormCopy; id: string }) {
  return (
    <PageSection id={id} heading={copy.heading} lead={copy.lead} align="center" className="text-center">
      <div className="mx-auto max-w-3xl">
        <DemoFormSlot>
          <WhenNearViewport minHeight="0" rootMargin="0px 0px 100px 0px">
            <LazyDemoForm submitLabel={copy.submitLabel} label={copy.heading} />
          </WhenNearViewport>
        </DemoFormSlot>
      </div>
    </PageSection>
  );
}
