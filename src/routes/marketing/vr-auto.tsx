import { ClosingCta, SectionBlock } from '@/components/offerings/section-block';
import { VideoHero } from '@/components/offerings/video-hero';
import { withDashboardUrl } from '@/components/offerings/with-dashboard-url';
import { titles } from '@/config/titles';
import { VR_AUTO_PAGE as page } from '@/content/pages/vrauto';
import { usePageMeta } from '@/hooks/use-page-meta';

const hero = { ...page.hero, ctas: withDashboardUrl(page.hero.ctas) };
const features = page.features.map((s) => ({ ...s, ctas: withDashboardUrl(s.ctas) }));

/** /vrauto: the virtual car showroom. */
function VrAutoPage() {
  usePageMeta({ title: titles.vrAuto, description: page.meta.description });
  return (
    <>
      <VideoHero hero={hero} />
      {features.map((s, i) => (
        <SectionBlock key={s.heading} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { VrAutoPage as Component };
