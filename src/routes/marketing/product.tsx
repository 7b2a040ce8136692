import { useLocation } from 'react-router-dom';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { StepList } from '@/components/marketing/step-list';
import { PRODUCT_PAGES } from '@/content/pages/product-pages';
import { PRODUCT_SITES } from '@/content/product-sites';
import { PRODUCTS } from '@/content/products';
import { usePageMeta } from '@/hooks/use-page-meta';
import { CtaRow } from '@/page-blocks/cta';
import { ClosingCta } from '@/page-blocks/section-block';

/** A flagship product's page (/products/verify, …): hero, SPEC's figure where it gives one, what it does, the flow. */
function ProductPage() {
  const { pathname } = useLocation();
  const site = PRODUCT_SITES.find((p) => pathname.replace(/\/+$/, '') === p.to) ?? PRODUCT_SITES[0]!;
  const page = PRODUCT_PAGES.find((p) => p.id === site.id)!;
  const product = PRODUCTS.find((p) => p.id === site.id)!;
  usePageMeta(page.meta);
  return (
    <>
      <Hero hero={page.hero}>
        <CtaRow ctas={page.hero.ctas} className="mt-8" />
      </Hero>

      <PageSection id="what-it-does" heading="What it does" lead={product.summary} layout="side">
        <ul className="grid gap-4">
          {page.figure ? (
            <li className="rounded-2xl border border-brand-light/40 bg-ink-soft p-6">
              <p className="text-5xl font-bold tabular-nums tracking-tight text-white">{page.figure.value}</p>
              <p className="mt-1 text-slate-300">{page.figure.label}</p>
            </li>
          ) : null}
          {product.highlights.map((h) => (
            <li key={h} className="rounded-2xl border border-white/10 bg-ink-soft p-6 text-slate-200">
              {h}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-it-works" heading={page.flow.heading} lead={page.flow.lead}>
        <StepList steps={page.flow.steps} />
      </PageSection>

      <ClosingCta closing={page.closing} />
    </>
  );
}

export { ProductPage as Component };
