import type { VideoOfferingContent } from '@/content/content-types';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ClosingCta, SectionBlock } from './section-block';
import { VideoHero } from './video-hero';
import { withDashboardUrl } from './with-dashboard-url';

export function VideoOfferingPage({ page, title }: { page: VideoOfferingContent; title: string }) {
  usePageMeta({ title, description: page.meta.description });
  const hero = { ...page.hero, ctas: withDashboardUrl(page.hero.ctas) };
  return (
    <>
      <VideoHero hero={hero} />
      {page.features.map((s, i) => (
        <SectionBlock key={s.heading} section={{ ...s, ctas: withDashboardUrl(s.ctas) }} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}
