import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '@/app/route-error';
import { Loading } from '@/components/ui/loading';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, recoverFromChunkError } from '@/lib/chunk-reload';
import { navigationSpies } from '../navigation-spies';
import { renderApp } from '../test-utils';

const failingRoutes = (error: Error): RouteObject[] => [
  {
    path: '/',
    HydrateFallback: Loading,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () => Promise.reject(error),
      },
    ],
  },
];

describe('router error element', () => {
  it("shows 'Unexpected Application Error!' with a way home and a reload button", async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        HydrateFallback: Loading,
        errorElement: <RouteError />,
        loader: () => {
          throw new Error('boom');
        },
        element: <p>never</p>,
      },
    ];
    renderApp('/', { routeObjects: routes });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});

describe('chunk load failures', () => {
  it('recognises the browsers’ chunk failure messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/faq.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then reports failure within the window, and reloads again after it', () => {
    expect(recoverFromChunkError(1_000_000)).toBe('reloading');
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(recoverFromChunkError(1_000_000 + 5_000)).toBe('failed');
    expect(navigationSpies.reload).toHaveBeenCalledTimes(1);
    expect(recoverFromChunkError(1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe('reloading');
    expect(navigationSpies.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads the page by itself on the first failed chunk', async () => {
    renderApp('/', { routeObjects: failingRoutes(new TypeError('Failed to fetch dynamically imported module')) });
    await screen.findByText('Updating to the latest version…');
    // The text shows while the effect is still pending: wait for the reload itself (was flaky under load).
    await waitFor(() => expect(navigationSpies.reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it("shows 'Loading chunk failed' with Retry when it fails again right after the reload", async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1_000));
    const { user } = renderApp('/', {
      routeObjects: failingRoutes(new TypeError('error loading dynamically imported module')),
    });
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(navigationSpies.reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(navigationSpies.reload).toHaveBeenCalledTimes(1);
  });
});
