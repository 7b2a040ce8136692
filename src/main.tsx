import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { createAppRouter, routes } from '@/app/router';
import { keepLanding } from '@/lib/lead-attribution';
import { PRERENDERED_AT_ATTRIBUTE, setPrerenderClock } from '@/lib/prerender';
import './styles/index.css';

// Before any navigation: the visit's landing URL and referrer (docs/decisions/0043).
keepLanding();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const prerenderedAt = Number(root.getAttribute(PRERENDERED_AT_ATTRIBUTE));

if (prerenderedAt > 0 && root.firstElementChild) {
  // src/prerender-loader.ts has preloaded the matched routes' lazy modules beside this entry (docs/decisions/0026).
  const matches = matchRoutes(routes, window.location) ?? [];
  void Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ).then(() => {
    setPrerenderClock(prerenderedAt);
    // A transition, so hydration yields in slices rather than one long task (docs/decisions/0026, amendment).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter({ hydrating: true })} />
        </StrictMode>,
      );
    });
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
