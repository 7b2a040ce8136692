import type { ReactNode } from 'react';
import type { Hero as HeroCopy } from '@/content/content-types';
import { DISPLAY_CLASS, H1_CLASS } from '@/components/ui/type';

/**
 * With an `aside` (the hero's picture): beside the text from 1024 px, right under the headline on a phone, so it is in
 * the first screen at 375 x 812 (issue 24 item 4).
 */
export function Hero({
  hero,
  children,
  aside,
  display = false,
}: {
  hero: HeroCopy;
  children?: ReactNode;
  aside?: ReactNode;
  /** The home page's larger headline (docs/design/system.md: display 40/44, 60/64 from 1024 px). */
  display?: boolean;
}) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div
        className={`relative mx-auto grid max-w-7xl px-4 pb-14 pt-8 sm:pb-20 sm:pt-20 ${aside ? 'lg:grid-cols-2 lg:gap-x-10' : ''} ${
          // The home page's first screen is the whole screen from 1024 px: the next section starts below the fold.
          display ? 'lg:min-h-[calc(100svh-4rem)] lg:content-center lg:py-12' : ''
        }`}
      >
        <div className="max-w-3xl lg:self-end">
          {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p> : null}
          <h1
            className={
              display
                ? `mt-3 ${DISPLAY_CLASS}`
                : `mt-3 ${H1_CLASS}`
            }
          >
            {hero.heading}
          </h1>
        </div>
        {aside ? <div className="mt-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center">{aside}</div> : null}
        <div className="max-w-3xl lg:self-start">
          <p className={`mt-5 text-slate-300 ${display ? 'text-base sm:text-lg' : 'text-lg'}`}>{hero.lead}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
