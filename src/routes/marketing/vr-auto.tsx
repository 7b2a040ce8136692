import { ClosingCta, SectionBlock } from '@/components/offerings/section-block';
import { VideoHero } from '@/components/offerings/video-hero';
import { titles } from '@/config/titles';
import { VR_AUTO_PAGE as page } from '@/content/pages/vrauto';
import { usePageTitle } from '@/hooks/use-page-title';

/** /vrauto: the virtual car showroom. */
function VrAutoPage() {
  usePageTitle(titles.vrAuto);
  return (
    <>
      <VideoHero hero={page.hero} />
      {page.features.map((s, i) => (
        <SectionBlock key={s.heading} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { VrAutoPage as Component };
