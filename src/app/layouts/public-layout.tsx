import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from '@/page-blocks/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import { DemoDialogProvider } from '@/features/demo-booking';

const SiteFooter = lazy(() => import('@/components/layout/site-footer').then((m) => ({ default: m.SiteFooter })));

function PublicLayout() {
  return (
    <DemoDialogProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <WhenNearViewport minHeight="32rem">
          <SiteFooter />
        </WhenNearViewport>
      </div>
    </DemoDialogProvider>
  );
}

export { PublicLayout as Component };
