import { BrandCarousel } from '@/components/carousel/brand-carousel';
import { clientBrands } from '@/config/client-brands';
import { useHydrated } from '@/hooks/use-hydrated';
import { ClosingCta, SectionBlock } from '@/page-blocks/section-block';
import { VideoHero } from '@/page-blocks/video-hero';
import { titles } from '@/config/page-titles';
import { PREDICTIVE_PAGE as page } from '@/content/pages/predictive';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { useSectionHint } from '@/lib/section-hints';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /predective: SPEC's spelling. */
function PredictivePage() {
  usePageMeta({ title: titles.predictive, description: page.meta.description });
  useSectionHint(SCROLL_HINT_KEYS.predictive);
  // Decision 0077: SPEC's brand carousel names only the clients a deployment sets; the prerendered page names none,
  // so the first render agrees with it and the names arrive after hydration.
  const hydrated = useHydrated();
  const brands = hydrated ? clientBrands() : [];
  return (
    <>
      <VideoHero hero={page.hero} />
      {brands.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="brands-heading" className="mb-6 text-center text-2xl font-bold text-white">
            {page.brandsHeading}
          </h2>
          <BrandCarousel label={page.brandsHeading} names={brands} />
        </section>
      ) : null}
      {page.sections.map((s, i) => (
        <SectionBlock key={s.id} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { PredictivePage as Component };
