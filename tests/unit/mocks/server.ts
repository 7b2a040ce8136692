import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LEAD_STATUSES } from '@contract/lead-status';
import { handle } from './contract';

/**
 * One msw server for the unit suite; tests add handlers with `server.use(...)`. The one default: the super-admin
 * layout lists every metaverse in its side menu on every page, so GET metaverses answers an empty list unless a test
 * says otherwise (`resetHandlers()` keeps it).
 */
export const server = setupServer(
  // The invisible human check (docs/decisions/0038): by default no challenge endpoint, so forms send without a proof
  // (as against services that have none); tests/unit/lib/human-check.test.ts and the form tests give one.
  handle('humanCheckChallenge', () => new HttpResponse(null, { status: 404 })),
  handle('identityLocalHumanCheck', () => new HttpResponse(null, { status: 404 })),
  handle('metaversesList', () => HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses: [] } })),
  // The super-admin layout asks whether a second factor is required and set up (docs/decisions/0036): off, not required.
  handle('superAdminSecondFactorStatus', () =>
    HttpResponse.json({ message: 'ok', data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false } }),
  ),
  // Booked Demo's draws the pipeline strip's counts above the leads (docs/decisions/0046): no leads by default.
  handle('bookedDemosStatusCounts', () =>
    HttpResponse.json({
      message: 'Leads per stage fetched successfully',
      data: { counts: LEAD_STATUSES.map((status) => ({ status, count: 0 })), total: 0 },
    }),
  ),
  // Booked Demo's looks for the signed-in super admin's own sales rep ("My leads"): an admin who is no rep by default.
  handle('superAdminGetSelf', () =>
    HttpResponse.json({
      message: 'ok',
      data: { superAdmin: { _id: '6650e7e1c17c0000000000a1', name: 'Admin', email: 'admin@eternity.example', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } },
    }),
  ),
  // A lead's page draws its activity beside the detail (docs/decisions/0046): nothing by default.
  handle('bookedDemoActivity', () => HttpResponse.json({ message: 'Activity fetched successfully', data: { activity: [], since: null } })),
  // The dashboard layout lists the signed-in dashboard user's own metaverses on every page (issue 11).
  handle('dashboardUserSelfMetaverses', () => HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses: [] } })),
  // Its home page draws the real figures of those metaverses (issue 11).
  handle('dashboardUserInsights', () =>
    HttpResponse.json({ message: 'Insights fetched successfully', data: { members: 0, metaverses: [], signInsPerDay: [] } }),
  ),
);
