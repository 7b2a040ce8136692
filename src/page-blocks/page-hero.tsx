import type { ReactNode } from 'react';
import type { Hero } from '@/content/content-types';
import { CtaRow } from './cta';

interface Props {
  hero: Hero;
  children?: ReactNode;
}

export function PageHero({ hero, children }: Props) {
  return (
    <section aria-labelledby="page-heading" className="relative overflow-hidden border-b border-white/10 bg-gradient-to-b from-brand-dark/40 to-ink">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <HeroText hero={hero} />
        {children}
      </div>
    </section>
  );
}

export function HeroText({ hero }: { hero: Hero }) {
  return (
    <div className="max-w-3xl">
      {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p> : null}
      <h1 id="page-heading" className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">
        {hero.heading}
      </h1>
      <p className="mt-5 text-lg text-slate-200">{hero.lead}</p>
      <CtaRow ctas={hero.ctas} className="mt-8" />
    </div>
  );
}
