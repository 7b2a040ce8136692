import type { ComponentType } from 'react';
import { Navigate, redirect, useLocation, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasRole, type UserType } from '@/lib/session';

export type Area = 'dashboard' | 'super-admin';

const AREAS: Record<Area, { role: UserType; login: string }> = {
  dashboard: { role: 'dashboard-user', login: paths.dashboard.login },
  'super-admin': { role: 'super-admin', login: paths.superAdmin.login },
};

/**
 * The login page, carrying the page asked for as `?next=` so a deep link (a list's page and filters) survives the
 * login; the login form follows it only to a path inside its own console (src/lib/return-path.ts).
 */
export function loginWithNext(login: string, asked: { pathname: string; search: string }): string {
  const next = `${asked.pathname}${asked.search}`;
  return next === login || next.length > 2000 ? login : `${login}?next=${encodeURIComponent(next)}`;
}

export function guardLoader(area: Area) {
  return ({ request }: { request: Request }) => {
    const { role, login } = AREAS[area];
    return hasRole(role) ? null : redirect(loginWithNext(login, new URL(request.url)));
  };
}

/** Storage can change after the loader ran (logout in another tab, a failed refresh). */
export function RequireArea({ area, children }: { area: Area; children: React.ReactNode }) {
  const { role, login } = AREAS[area];
  const location = useLocation();
  return hasRole(role) ? children : <Navigate to={loginWithNext(login, location)} replace />;
}

type PageModule = { Component: ComponentType };

/** react-router runs matched loaders in parallel, so a parent's guard alone does not stop a child's loader. */
export function guardedLeaf(area: Area, load: () => Promise<PageModule>): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: guardLoader(area),
    lazy: async () => {
      const { Component: Page } = await load();
      return {
        element: (
          <RequireArea area={area}>
            <Page />
          </RequireArea>
        ),
      };
    },
  };
}
