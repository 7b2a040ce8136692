import { Suspense, type ReactNode } from 'react';
import { SiteImageView } from '@/components/ui/render-picture';
import type { Card, Section } from '@/content/content-types';
import { CtaRow } from './cta';

/** Keeps the sticky top bar off a scrolled-to section's heading. */
export const SECTION_CLASS = 'scroll-mt-24';

interface Props {
  section: Section;
  flip?: boolean;
  children?: ReactNode;
  className?: string;
}

/** Each a Suspense boundary, so React hydrates a prerendered page section by section (docs/decisions/0026). */
export function SectionBlock(props: Props) {
  return (
    <Suspense>
      <SectionBlockContent {...props} />
    </Suspense>
  );
}

function SectionBlockContent({ section, flip, children, className = '' }: Props) {
  const headingId = section.id ? `${section.id}-heading` : undefined;
  if (section.layout === 'wide' && section.image) return <WideSection section={section} headingId={headingId} className={className}>{children}</WideSection>;
  // A section of words only keeps to two columns from 1024 px (its message left, its list in a panel right), so it
  // never leaves half the page empty (issue 24 item 4).
  const sideList = !section.image && section.bullets ? section.bullets : null;
  const columns = section.image ? 'items-center lg:grid-cols-2' : sideList ? 'items-start lg:grid-cols-2' : 'items-center';
  return (
    // Laid out with the page (decision 0080): its pictures are drawn markup now, nothing to hold back from the hero's.
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={`${SECTION_CLASS} mx-auto max-w-7xl px-4 py-14 ${className}`}
    >
      <div className={`grid gap-10 ${columns}`}>
        <div className={flip && section.image ? 'lg:order-2' : ''}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white">
            {section.heading}
          </h2>
          {section.lead ? <p className="mt-4 text-lg text-slate-300">{section.lead}</p> : null}
          {section.bullets && !sideList ? <BulletList items={section.bullets} /> : null}
          {section.ctas && !section.cards ? <CtaRow ctas={section.ctas} className="mt-8" quiet /> : null}
        </div>
        {section.image ? (
          <SiteImageView
            image={section.image}
            alt={section.imageAlt ?? ''}
            width={480}
            height={320}
            className={typeof section.image === 'string' ? 'mx-auto h-auto w-full max-w-md' : 'mx-auto h-auto w-full rounded-2xl'}
            // Beside a section's words a product's screen shows as its diagram: the window itself is the hero's and
            // the wide section's, not repeated in every section.
            screenView="diagram"
          />
        ) : null}
        {sideList ? (
          <div className="rounded-2xl border border-white/10 bg-ink-soft p-6 sm:p-8">
            <BulletList items={sideList} className="" />
          </div>
        ) : null}
      </div>
      {section.cards ? <CardGrid cards={section.cards} className="mt-10" /> : null}
      {section.ctas && section.cards ? <CtaRow ctas={section.ctas} className="mt-8" quiet /> : null}
      {children}
    </section>
  );
}

/** One product screen across the page, its message above it and its points as callouts under it. */
function WideSection({ section, headingId, className, children }: { section: Section; headingId: string | undefined; className: string; children?: ReactNode }) {
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={`${SECTION_CLASS} mx-auto max-w-7xl overflow-x-clip px-4 py-14 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-5xl">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white">
            {section.heading}
          </h2>
          {section.lead ? <p className="mt-4 text-lg text-slate-300">{section.lead}</p> : null}
        </div>
      </div>
      <div className="relative mx-auto mt-10 max-w-5xl">
        <div aria-hidden="true" className="absolute -inset-8 rounded-[2.5rem] bg-brand/10 blur-3xl" />
        <div className="relative">
          <SiteImageView image={section.image!} alt={section.imageAlt ?? ''} width={1440} height={900} className="h-auto w-full rounded-2xl" />
        </div>
      </div>
      {section.bullets ? (
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 sm:grid-cols-3">
          {section.bullets.map((b) => (
            <li key={b} className="border-t border-accent/50 pt-4 text-slate-200">
              {b}
            </li>
          ))}
        </ul>
      ) : null}
      {section.cards ? <CardGrid cards={section.cards} className="mx-auto mt-10 max-w-5xl" /> : null}
      {section.ctas ? <CtaRow ctas={section.ctas} className="mx-auto mt-8 max-w-5xl" quiet /> : null}
      {children}
    </section>
  );
}

export function BulletList({ items, className = 'mt-6' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 text-slate-200 ${className}`}>
      {items.map((b) => (
        <li key={b} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
          <span>{b}</span>
        </li>
      ))}
    </ul>
  );
}

export function CardGrid({ cards, className = '', headingLevel = 3 }: { cards: Card[]; className?: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {cards.map((c) => (
        <li key={c.title} className="rounded-xl border border-white/10 bg-ink-soft p-6">
          {c.image ? (
            <SiteImageView image={c.image} alt={c.imageAlt ?? ''} width={480} height={320} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)" className="mb-4 h-auto w-full rounded-lg" />
          ) : null}
          <Heading className="text-lg font-semibold text-white">{c.title}</Heading>
          <p className="mt-2 text-slate-300">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ClosingCta({ closing, children }: { closing: { heading: string; text: string; ctas: Section['ctas'] }; children?: ReactNode }) {
  return (
    <section aria-labelledby="closing-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="rounded-2xl border border-brand-light/30 bg-gradient-to-br from-brand-dark/60 to-ink-soft p-8 text-center sm:p-12">
        <h2 id="closing-heading" className="text-3xl font-bold text-white">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{closing.text}</p>
        <CtaRow ctas={closing.ctas ?? []} className="mt-8 justify-center" />
        {children}
      </div>
    </section>
  );
}
