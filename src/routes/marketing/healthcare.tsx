import { PageHero } from '@/components/offerings/page-hero';
import { ClosingCta, SectionBlock } from '@/components/offerings/section-block';
import { titles } from '@/config/titles';
import { HEALTHCARE_PAGE as page } from '@/content/pages/healthcare';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { useSectionHint } from '@/features/section-hints';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /healthcare: three healthcare-AI sections, each reachable from the Solutions menu by its anchor id (SPEC 2.2). */
function HealthcarePage() {
  usePageMeta({ title: titles.healthcare, description: page.meta.description });
  useSectionHint(SCROLL_HINT_KEYS.general);
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((s, i) => (
        <SectionBlock key={s.id} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { HealthcarePage as Component };
