import { lazy } from 'react';
import { BranchVisitPicture } from '@/components/compositions/branch-visit-picture';
import { Countdown } from '@/components/marketing/countdown';
import { Hero } from '@/components/marketing/hero';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
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
      <Hero hero={hero} display aside={<BranchVisitPicture />}>
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
          endedAction={<CityLoginButton variant="secondary" className="px-3! py-1! text-sm">{countdown.stepInsideLabel}</CityLoginButton>}
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
