import type { ReactNode } from 'react';
import { SiteImageView } from '@/components/ui/render-picture';
import type { Hero } from '@/content/content-types';
import { CtaRow } from './cta';
import { H1_CLASS } from '@/components/ui/type';

interface Props {
  hero: Hero;
  children?: ReactNode;
}

/** The hero's picture is beside the text from 1024 px; at 1280 px and up its column is about 600 px wide. */
/** Beside the text from 1024 px; below, the page's width less its 1rem padding each side (docs/decisions/0069). */
export const HERO_PICTURE_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, calc(100vw - 2rem)';

export function PageHero({ hero, children }: Props) {
  return (
    <section aria-labelledby="page-heading" className="relative overflow-hidden border-b border-white/10">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <HeroLayout hero={hero} picture={hero.image ? <HeroPicture image={hero.image} alt={hero.imageAlt ?? ''} /> : null}>
        {children}
      </HeroLayout>
    </section>
  );
}

/**
 * One message, one action, one picture (issue 24 item 4). From 1024 px the picture sits beside the text; on a phone it
 * comes right under the headline, so it is inside the first screen (375 x 812) with the lead and actions below it.
 */
export function HeroLayout({ hero, picture, children, className = 'py-10 sm:py-20' }: { hero: Hero; picture?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={`relative mx-auto grid max-w-7xl px-4 ${picture ? 'lg:grid-cols-2 lg:gap-x-12' : ''} ${className}`}>
      <div className="max-w-3xl lg:self-end">
        {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p> : null}
        <h1 id="page-heading" className={`mt-3 ${H1_CLASS}`}>
          {hero.heading}
        </h1>
      </div>
      {picture ? <div className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center">{picture}</div> : null}
      <div className="max-w-3xl lg:self-start">
        <p className="mt-5 text-lg text-slate-200">{hero.lead}</p>
        <CtaRow ctas={hero.ctas} className="mt-8" />
        {children}
      </div>
    </div>
  );
}

/** The largest element of the first screen at every width (the LCP): loaded eagerly, at high priority. */
export function HeroPicture({ image, alt }: { image: NonNullable<Hero['image']>; alt: string }) {
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-6 rounded-[2rem] bg-brand/15 blur-3xl" />
      <SiteImageView
        image={image}
        alt={alt}
        width={1440}
        height={900}
        sizes={HERO_PICTURE_SIZES}
        priority
        className="relative h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/50"
      />
    </div>
  );
}
