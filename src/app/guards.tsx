import type { ComponentType } from 'react';
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasRole, type UserType } from '@/lib/session';

export type Area = 'dashboard' | 'super-admin';

const AREAS: Record<Area, { role: UserType; login: string }> = {
  dashboard: { role: 'dashboard-user', login: paths.dashboard.login },
  'super-admin': { role: 'super-admin', login: paths.superAdmin.login },
};

export function guardLoader(area: Area) {
  return () => {
    const { role, login } = AREAS[area];
    return hasRole(role) ? null : redirect(login);
  };
}

/** Storage can change after the loader ran (logout in another tab, a failed refresh). */
export function RequireArea({ area, children }: { area: Area; children: React.ReactNode }) {
  const { role, login } = AREAS[area];
  return hasRole(role) ? children : <Navigate to={login} replace />;
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
