import type { ReactNode } from 'react';
import type { Hero as HeroCopy } from '@/content/content-types';

export function Hero({ hero, children, aside }: { hero: HeroCopy; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div className={`relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-14 pt-12 sm:pb-20 sm:pt-20 ${aside ? 'lg:grid-cols-2' : ''}`}>
        <div className="max-w-3xl">
          {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-extrabold leading-tight text-white sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 text-lg text-slate-300">{hero.lead}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
