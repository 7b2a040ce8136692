import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { markHydrated, setPrerenderClock } from '@/lib/prerender';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useEffect(() => {
    setPrerenderClock(null);
    markHydrated();
  }, []);
  return <RouterProvider router={router} />;
}
