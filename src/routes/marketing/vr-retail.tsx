import { PageHero } from '@/components/offerings/page-hero';
import { ClosingCta, SectionBlock } from '@/components/offerings/section-block';
import { titles } from '@/config/titles';
import { VR_RETAIL_PAGE as page } from '@/content/pages/vrretail';
import { usePageTitle } from '@/hooks/use-page-title';

/** /vrretail: the retail metaverse with virtual 3D products. */
function VrRetailPage() {
  usePageTitle(titles.vrRetail);
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
