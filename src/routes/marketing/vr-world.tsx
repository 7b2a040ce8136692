import { FeatureCarousel } from '@/components/carousel/feature-carousel';
import { PageHero } from '@/page-blocks/page-hero';
import { ClosingCta, SectionBlock } from '@/page-blocks/section-block';
import { StaticQueryForm } from '@/features/demo-booking/static-query-form';
import { titles } from '@/config/page-titles';
import { VR_WORLD_PAGE as page } from '@/content/pages/vr-world';
import { usePageMeta } from '@/hooks/use-page-meta';

function VrWorldPage() {
  usePageMeta({ title: titles.vrWorld, description: page.meta.description });
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((s, i) => (
        <SectionBlock key={s.heading} section={s} flip={i % 2 === 1} />
      ))}
      <section className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="builds-heading" className="mb-8 text-3xl font-bold text-white">
          {page.carousel.heading}
        </h2>
        <FeatureCarousel
          label={page.carousel.heading}
          items={page.carousel.items}
          // Its longest card measured 149 px at 320 and 125 px from 375 to 1440.
          heightClass="h-40 min-[360px]:h-36"
        />
      </section>
      <StaticQueryForm {...page.queryForm} />
      <ClosingCta closing={page.ownCity} />
    </>
  );
}

export { VrWorldPage as Component };
