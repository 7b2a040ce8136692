import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Accordion } from '@/components/marketing/accordion';
import { CtaButton } from '@/page-blocks/cta';
import { Hero } from '@/components/marketing/hero';
import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES, faqItemsIn, type FaqCategory } from '@/content/faq-items';
import { FAQ_PAGE as page } from '@/content/pages/faq';
import { usePageMeta } from '@/hooks/use-page-meta';

function FaqPage() {
  usePageMeta(page.meta);
  const [category, setCategory] = useState<FaqCategory>(DEFAULT_FAQ_CATEGORY);
  const sidebarId = useId();
  const selected = FAQ_CATEGORIES.find((c) => c.category === category) ?? FAQ_CATEGORIES[0]!;
  return (
    <>
      <Hero hero={page.hero} />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-labelledby={sidebarId}>
          <h2 id={sidebarId} className="text-sm font-bold uppercase tracking-widest text-slate-300">
            {page.sidebarHeading}
          </h2>
          {/* Below 1024 px one row of chips that scrolls sideways (each chip is a button, so it is reached by Tab and
              scrolled into view), not five stacked buttons of ragged widths before the first question. */}
          <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
            {FAQ_CATEGORIES.map((c) => {
              const active = c.category === category;
              return (
                <li key={c.category} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setCategory(c.category)}
                    className={`w-full whitespace-nowrap rounded-lg px-4 py-2.5 text-left font-semibold transition ${
                      active ? 'bg-brand text-white' : 'bg-ink-soft text-slate-200 hover:text-white'
                    }`}
                  >
                    {c.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </aside>
        <section aria-labelledby="faq-category-heading">
          <h2 id="faq-category-heading" className="mb-4 text-2xl font-bold text-white">
            {selected.label}
          </h2>
          {/* The category's first answer starts open, so the page shows an answer, not only a list of questions. */}
          <Accordion key={category} items={faqItemsIn(category)} openFirst />
          <p className="mt-8 text-slate-300">
            {page.contactPrompt.text}{' '}
            <Link to={page.contactPrompt.link.to} className="font-semibold text-accent hover:underline">
              {page.contactPrompt.link.label}
            </Link>
          </p>
        </section>
      </div>
      <section aria-labelledby="city-login-heading" className="mx-auto mb-16 max-w-7xl px-4">
        <div className="rounded-2xl border border-white/10 bg-ink-soft p-8 text-center">
          <h2 id="city-login-heading" className="text-2xl font-bold text-white">
            {page.cityLogin.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-300">{page.cityLogin.text}</p>
          <CtaButton cta={page.cityLogin.cta} className="mt-6" />
        </div>
      </section>
    </>
  );
}

export { FaqPage as Component };
