import type { ReactNode } from 'react';
import type { Hero as HeroCopy } from '@/content/content-types';

/**
 * With an `aside` (the hero's picture): beside the text from 1024 px, right under the headline on a phone, so it is in
 * the first screen at 375 x 812 (issue 24 item 4).
 */
export function Hero({ hero, children, aside }: { hero: HeroCopy; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div className={`relative mx-auto grid max-w-7xl px-4 pb-14 pt-8 sm:pb-20 sm:pt-20 ${aside ? 'lg:grid-cols-2 lg:gap-x-10' : ''}`}>
        <div className="max-w-3xl lg:self-end">
          {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-extrabold leading-tight text-white sm:text-5xl">{hero.heading}</h1>
        </div>
        {aside ? <div className="mt-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center">{aside}</div> : null}
        <div className="max-w-3xl lg:self-start">
          <p className="mt-5 text-lg text-slate-300">{hero.lead}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
