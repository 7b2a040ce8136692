import { lazy } from 'react';
import { Countdown } from '@/components/marketing/countdown';
import { Hero } from '@/components/marketing/hero';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import { LANDING_TOP as page } from '@/content/pages/landing-top';
import { DemoButton } from '@/features/demo-booking';
import { usePageMeta } from '@/hooks/use-page-meta';
import { QuerySection } from './landing-query-section';

// Everything below the first query section is its own chunk, rendered when scrolled near: `/` must stay within 110 KB of JS (gzip) on first load.
const LandingBelow = lazy(() => import('./landing-below'));

function LandingPage() {
  usePageMeta(page.meta);
  const { hero } = page;
  return (
    <>
      <Hero hero={hero}>
        <div className="mt-8 flex flex-wrap gap-3">
          {hero.ctas.map((cta) => (
            <DemoButton key={cta.label}>{cta.label}</DemoButton>
          ))}
        </div>
        <Countdown {...hero.countdown} />
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
