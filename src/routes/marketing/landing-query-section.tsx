import { PageSection } from '@/components/marketing/page-section';
import type { QueryFormCopy } from '@/content/pages/landing';
import { DemoButton } from '@/features/demo-booking';

/** 'Send us your query': issue 5 puts the inline booking form here; until then the button opens the demo dialog. */
export function QuerySection({ copy, id }: { copy: QueryFormCopy; id: string }) {
  return (
    <PageSection id={id} heading={copy.heading} lead={copy.lead} align="center" className="text-center">
      <DemoButton>{copy.submitLabel}</DemoButton>
    </PageSection>
  );
}
