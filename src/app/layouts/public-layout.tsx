import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { DemoDialogProvider } from '@/features/demo-booking';

/** Marketing and city pages: top bar, main content, footer. */
function PublicLayout() {
  return (
    <DemoDialogProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </DemoDialogProvider>
  );
}

export { PublicLayout as Component };
