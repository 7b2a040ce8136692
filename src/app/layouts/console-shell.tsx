import { Outlet } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';

/** Shared frame of both consoles: the side menu beside the main content. */
export function ConsoleShell({ sidebar }: { sidebar: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <SkipLink />
      {sidebar}
      <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
