import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { patterns } from '@/config/paths';
import { guardedLeaf, guardLoader } from './guards';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

const { dashboard: d, superAdmin: s } = patterns;
const child = (path: string, parent: string) => path.slice(parent.length + 1);

/** SPEC 2.1; shared by the browser router and the tests. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: Loading,
    errorElement: <RouteError />,
    children: [
      {
        lazy: () => import('@/app/layouts/public-layout'),
        children: [
          { index: true, lazy: () => import('@/routes/marketing/landing') },
          { path: patterns.contactUs, lazy: () => import('@/routes/marketing/contact-us') },
          { path: patterns.faq, lazy: () => import('@/routes/marketing/faq') },
          { path: patterns.aboutUs, lazy: () => import('@/routes/marketing/about-us') },
          { path: patterns.vrAuto, lazy: () => import('@/routes/marketing/vr-auto') },
          { path: patterns.vrBank, lazy: () => import('@/routes/marketing/vr-bank') },
          { path: patterns.vrRetail, lazy: () => import('@/routes/marketing/vr-retail') },
          { path: patterns.vrWorld, lazy: () => import('@/routes/marketing/vr-world') },
          { path: patterns.oilRefinery, lazy: () => import('@/routes/marketing/oil-refinery') },
          { path: patterns.healthcare, lazy: () => import('@/routes/marketing/healthcare') },
          { path: patterns.predictive, lazy: () => import('@/routes/marketing/predictive') },
          { path: patterns.industries, lazy: () => import('@/routes/marketing/industries') },
          { path: patterns.blockchain, lazy: () => import('@/routes/marketing/blockchain') },
          { path: patterns.security, lazy: () => import('@/routes/marketing/security') },
          ...Object.values(patterns.products).map((path) => ({ path, lazy: () => import('@/routes/marketing/product') })),
          { path: patterns.privacy, lazy: () => import('@/routes/marketing/privacy') },
          { path: patterns.dataProcessing, lazy: () => import('@/routes/marketing/data-processing') },
          { path: patterns.code, lazy: () => import('@/routes/city/code') },
          { path: patterns.metaverse, lazy: () => import('@/routes/city/city-metaverse') },
          { path: patterns.account, lazy: () => import('@/routes/city/citizen-account') },
          { path: patterns.meeting, lazy: () => import('@/routes/marketing/manage-meeting') },
          { path: '*', lazy: () => import('@/routes/not-found') },
        ],
      },
      { path: d.login, lazy: () => import('@/routes/dashboard/business-login') },
      { path: d.resetPassword, lazy: () => import('@/routes/dashboard/business-reset-password') },
      { path: d.acceptInvitation, lazy: () => import('@/routes/dashboard/business-accept-invitation') },
      {
        path: d.root,
        loader: guardLoader('dashboard'),
        lazy: () => import('@/app/layouts/dashboard-layout'),
        children: [
          { index: true, loader: () => redirect(d.home), element: <Navigate to={d.home} replace /> },
          { path: child(d.home, d.root), ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-home')) },
          { path: child(d.branch, d.root), ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-branch')) },
          { path: child(d.myAccount, d.root), ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-my-account')) },
          {
            path: child(d.allUserDetails, d.root),
            ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-all-user-details')),
          },
          { path: child(d.userDetails, d.root), ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-user-details')) },
          { path: child(d.metaverse, d.root), ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-metaverse')) },
          {
            path: child(d.metaverseUsers, d.root),
            ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-metaverse-users')),
          },
          {
            path: child(d.metaverseUser, d.root),
            ...guardedLeaf('dashboard', () => import('@/routes/dashboard/business-metaverse-user')),
          },
        ],
      },
      { path: s.login, lazy: () => import('@/routes/super-admin/admin-login') },
      {
        path: s.root,
        loader: guardLoader('super-admin'),
        lazy: () => import('@/app/layouts/super-admin-layout'),
        children: [
          { index: true, loader: () => redirect(s.home), element: <Navigate to={s.home} replace /> },
          { path: child(s.home, s.root), ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-home')) },
          { path: child(s.myAccount, s.root), ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-my-account')) },
          { path: child(s.metaverse, s.root), ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-metaverse')) },
          { path: child(s.metaverseWithoutId, s.root), ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-metaverse')) },
          {
            path: child(s.dashboardUsers, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-dashboard-users')),
          },
          {
            path: child(s.dashboardUser, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-dashboard-user')),
          },
          {
            path: child(s.metaverseUsers, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-metaverse-users')),
          },
          {
            path: child(s.metaverseUser, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-metaverse-user')),
          },
          {
            path: child(s.bookedDemos, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-booked-demos')),
          },
          {
            path: child(s.bookedDemo, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-booked-demo')),
          },
          {
            path: child(s.salesOffices, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-sales-offices')),
          },
          {
            path: child(s.conversion, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-conversion')),
          },
          {
            path: child(s.webhooks, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-webhooks')),
          },
          {
            path: child(s.auditLog, s.root),
            ...guardedLeaf('super-admin', () => import('@/routes/super-admin/admin-audit-log')),
          },
        ],
      },
    ],
  },
];

/**
 * `hydrating`: the page is prerendered HTML the visitor may have scrolled (and typed into) before the app woke. The
 * router then starts as hydrated (no loader of a public page has data to hand over), which also tells its scroll
 * restoration to leave the page where it is instead of scrolling to the top (docs/decisions/0044).
 */
export const createAppRouter = ({ hydrating = false } = {}) => createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
