import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setReloadPage } from '@/lib/chunk-reload';
import { checkConsoleErrors, installConsoleGuard } from './console-guard';
import { server } from './mocks/server';
import { navigationSpies } from './navigation-spies';

installConsoleGuard();
// The first render of a lazy route transforms its module on demand: give findBy* room on a busy CI machine (at a
// load average of 12 on two cores a first route render took over 4 s). Only a failing wait takes this long.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  navigationSpies.reload = vi.fn();
  setReloadPage(navigationSpies.reload);
  // jsdom implements no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  document.title = 'Join the Metaverse Revolution';
  checkConsoleErrors();
});

afterAll(() => server.close());
