import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { createAppRouter, routes } from '@/app/router';
import { PRERENDERED_AT_ATTRIBUTE, setPrerenderClock } from '@/lib/prerender';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const prerenderedAt = Number(root.getAttribute(PRERENDERED_AT_ATTRIBUTE));

if (prerenderedAt > 0 && root.firstElementChild) {
  // A page the build prerendered (docs/decisions/0026): load the matched routes' lazy modules first (the page's
  // loader, src/prerender-loader.ts, has preloaded them beside this entry), then hydrate the HTML in place.
  const matches = matchRoutes(routes, window.location) ?? [];
  void Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ).then(() => {
    setPrerenderClock(prerenderedAt);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (a default-priority hydration is one long task); a press on a part not yet hydrated makes React
    // hydrate that part first.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter()} />
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
