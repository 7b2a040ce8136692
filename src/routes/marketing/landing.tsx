import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { Countdown } from '@/components/marketing/countdown';
import { Hero } from '@/components/marketing/hero';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import { RenderPicture } from '@/components/ui/render-picture';
import { LANDING_TOP as page } from '@/content/pages/landing-top';
import { CityLoginButton } from '@/features/city-login';
import { DemoButton, QuerySection } from '@/features/demo-booking';
import { usePageMeta } from '@/hooks/use-page-meta';

// docs/decisions/0025
const LandingBelow = lazy(() => import('@/page-blocks/landing-below-fold'));

function LandingPage() {
  usePageMeta(page.meta);
  const { hero } = page;
  const { countdown } = hero;
  return (
    <>
      <Hero
        hero={hero}
        aside={
          // The LCP image at every width: beside the text from 1024 px, under the headline on a phone.
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-6 rounded-[2rem] bg-brand/20 blur-3xl" />
            <RenderPicture
              id={hero.city.render}
              alt={hero.city.alt}
              priority
              // Phones take the 480 px file: the 3:1 strip is 114 px tall, and the LCP image stays small (LCP <= 1.5 s).
              sizes="(min-width: 1280px) 608px, (min-width: 1024px) 46vw, 50vw"
              // Below 1024 px a wide crop, so the picture, the three audiences and the action all fit a 375 x 812 first
              // screen (issue 13 item 3 and issue 24 item 4).
              className="relative h-auto w-full rounded-2xl border border-white/10 object-cover shadow-2xl shadow-black/50 max-lg:aspect-[3/1]"
            />
          </div>
        }
      >
        <ul aria-label="What we build" className="mt-5 space-y-3 max-sm:space-y-2 max-sm:text-sm">
          {hero.audiences.map((a) => (
            <li key={a.name} className="border-l-2 border-accent/70 pl-3 text-slate-200">
              <strong className="font-semibold text-white">{a.name}</strong> {a.text}{' '}
              <Link to={a.link.to} className="whitespace-nowrap font-semibold text-accent underline underline-offset-4 hover:text-white">
                {a.link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
          {hero.ctas.map((cta) => (
            <DemoButton key={cta.label}>{cta.label}</DemoButton>
          ))}
        </div>
        <Countdown
          label={countdown.label}
          target={countdown.target}
          units={countdown.units}
          endedLabel={countdown.endedLabel}
          endedAction={<CityLoginButton variant="secondary" className="px-4! py-1.5! text-sm">{countdown.stepInsideLabel}</CityLoginButton>}
        />
      </Hero>

      <QuerySection id="send-us-your-query" copy={page.queryForm} />

      {/* About the lower half's height at 1280 px, so the footer does not jump when it arrives. */}
      <WhenNearViewport minHeight="230rem" rootMargin="0px 0px 100px 0px">
        <LandingBelow />
      </WhenNearViewport>
    </>
  );
}

export { LandingPage as Component };
