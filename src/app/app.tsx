import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { markHydrated, setPrerenderClock } from '@/lib/prerender';
import type { createAppRouter } from './router';

/** The SPA: one browser router over the shared route table. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // After the first commit (the hydration of a prerendered page) every render reads the real clock, and presses held
  // before the app was there are replayed (src/main.tsx).
  useEffect(() => {
    setPrerenderClock(null);
    markHydrated();
  }, []);
  return <RouterProvider router={router} />;
}
