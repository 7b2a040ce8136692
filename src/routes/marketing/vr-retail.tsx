import { PageHero } from '@/page-blocks/page-hero';
import { ClosingCta, SectionBlock } from '@/page-blocks/section-block';
import { titles } from '@/config/page-titles';
import { VR_RETAIL_PAGE as page } from '@/content/pages/vr-retail';
import { usePageMeta } from '@/hooks/use-page-meta';

function VrRetailPage() {
  usePageMeta({ title: titles.vrRetail, description: page.meta.description });
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((s, i) => (
        <SectionBlock key={s.heading} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { VrRetailPage as Component };
