import type { ReactNode } from 'react';
import { CustomerStories } from '@/components/marketing/customer-stories';
import { FeatureCarousel } from '@/components/carousel/feature-carousel';
import { CtaRow } from '@/page-blocks/cta';
import { PageHero } from '@/page-blocks/page-hero';
import { ClosingCta, SECTION_CLASS, SectionBlock } from '@/page-blocks/section-block';
import { useHashScroll } from '@/components/offerings/use-hash-scroll';
import { buttonClass } from '@/components/ui/button';
import { titles } from '@/config/page-titles';
import { INDUSTRIES_PAGE as page, type IndustrySection } from '@/content/pages/industries';
import { scrollToSection } from '@/lib/section-hints';
import { usePageMeta } from '@/hooks/use-page-meta';

/** The aliases wrap their section, so scroll, focus and highlight cover it rather than an empty marker. */
function WithAliases({ section, children }: { section: IndustrySection; children: ReactNode }) {
  return (section.anchorAliases ?? []).reduceRight<ReactNode>(
    (inner, alias) => (
      <div id={alias} className={SECTION_CLASS}>
        {inner}
      </div>
    ),
    children,
  );
}

function IndustriesPage() {
  usePageMeta({ title: titles.industries, description: page.meta.description });
  useHashScroll();
  const { offerings } = page;
  return (
    <>
      <PageHero hero={page.hero}>
        <nav aria-label="Industries on this page" className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {page.tabs.map((tab) => (
              <li key={tab.target}>
                <button type="button" className={buttonClass.secondary} onClick={() => scrollToSection(tab.target)}>
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <WithAliases section={offerings}>
        {/* Not a named region itself: the carousel inside is the region with this name. */}
        <section id={offerings.id} className={`${SECTION_CLASS} mx-auto max-w-7xl px-4 py-14`}>
          <h2 id="offerings-heading" className="text-3xl font-bold tracking-tight text-white">
            {offerings.heading}
          </h2>
          {offerings.lead ? <p className="mt-4 text-lg text-slate-300">{offerings.lead}</p> : null}
          <FeatureCarousel
            label={offerings.heading}
            items={offerings.items}
            // Its longest card measured 201 px at 320, 149 at 375, 173 at 688 to 1440 (two and four up).
            heightClass="h-52 min-[360px]:h-40 min-[688px]:h-44"
            className="mt-8"
          />
          <CtaRow ctas={offerings.ctas ?? []} className="mt-6" quiet />
        </section>
      </WithAliases>
      {page.sections.map((s, i) => (
        <WithAliases key={s.id} section={s}>
          <SectionBlock section={s} flip={i % 2 === 1} />
        </WithAliases>
      ))}
      <CustomerStories />
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { IndustriesPage as Component };
