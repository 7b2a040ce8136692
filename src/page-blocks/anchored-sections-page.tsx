import type { Cta, Hero, PageMeta, Section } from '@/content/content-types';
import type { ScrollHintKey } from '@/content/scroll-hints';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSectionHint } from '@/lib/section-hints';
import { PageHero } from './page-hero';
import { ClosingCta, SectionBlock } from './section-block';

interface Content {
  meta: PageMeta;
  hero: Hero;
  sections: (Section & { id: string })[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

/** Sections reachable from the Solutions menu by anchor id (SPEC 2.2). */
export function AnchoredSectionsPage({ page, title, hintKey }: { page: Content; title: string; hintKey: ScrollHintKey }) {
  usePageMeta({ title, description: page.meta.description });
  useSectionHint(hintKey);
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
