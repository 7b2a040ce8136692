import { Link } from 'react-router-dom';
import { SiteImageView } from '@/components/ui/render-picture';
import { CardGrid, CardItem, TickList } from '@/components/marketing/cards';
import { FiguresRow } from '@/components/marketing/figures-row';
import { CtaButton, CtaRow } from '@/page-blocks/cta';
import { PageSection } from '@/components/marketing/page-section';
import { buttonClass } from '@/components/ui/button';
import { LANDING_BELOW as page } from '@/content/pages/landing-below';

export default function LandingBelow() {
  const { figures, aiSolutions, industries, tools, closing } = page;
  return (
    <>
      <PageSection id="in-numbers" heading={figures.heading} lead={figures.lead}>
        <FiguresRow />
      </PageSection>

      <PageSection id="ai-solutions" heading={aiSolutions.heading} lead={aiSolutions.lead}>
        <div className="space-y-16">
          {aiSolutions.sections.map((s, i) => (
            <article key={s.heading} className="grid items-center gap-8 md:grid-cols-2">
              <div className={i % 2 ? 'md:order-2' : ''}>
                <h3 className="text-xl font-bold text-white sm:text-2xl">{s.heading}</h3>
                {s.lead ? <p className="mt-3 text-slate-300">{s.lead}</p> : null}
                {s.bullets ? (
                  <div className="mt-4 text-slate-300">
                    <TickList items={s.bullets} />
                  </div>
                ) : null}
                {s.ctas ? <CtaRow ctas={s.ctas} className="mt-6" quiet /> : null}
              </div>
              {s.image ? (
                <SiteImageView image={s.image} alt={s.imageAlt ?? ''} width={480} height={320} className="mx-auto h-auto w-full max-w-md rounded-2xl" screenView="diagram" />
              ) : null}
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection id="industries" heading={industries.heading} lead={industries.lead}>
        <CardGrid columns={4}>
          {industries.cards.map((card) => (
            <CardItem key={card.title} title={card.title}>
              <p className="flex-1">{card.text}</p>
              <Link to={card.explore.to} className="font-semibold text-accent hover:underline">
                {card.explore.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </CardItem>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="tools" heading={tools.heading} lead={tools.lead}>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {tools.items.map((tool) => (
            <div key={tool.name} className="border-l-2 border-accent/60 pl-4">
              <dt className="font-semibold text-white">{tool.name}</dt>
              <dd className="text-slate-300">{tool.use}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="get-started" heading={closing.heading} lead={closing.text} align="center">
        <div className="flex flex-wrap justify-center gap-3">
          {closing.ctas.map((cta) =>
            cta.kind === 'internal' ? (
              <Link key={cta.label} to={cta.to} className={buttonClass.secondary}>
                {cta.label}
              </Link>
            ) : (
              <CtaButton key={cta.label} cta={cta} />
            ),
          )}
        </div>
      </PageSection>
    </>
  );
}
