import { MESSAGES } from '@contract/messages';
import type { SomeHandlers } from '../pipeline/handler';
import { csvHeaders } from '../services/csv';
import { dashboardInsights, exportMembers, getMember, listMembers } from '../services/dashboard-insights';

/** A dashboard user's view of the people in their metaverses (docs/decisions/0021). */
export const dashboardInsightsHandlers = {
  dashboardUserOwnUsers: async ({ deps, auth, query }) => ({
    body: { message: MESSAGES.usersFetched, data: await listMembers(deps, auth.userId, query) },
  }),
  dashboardUserOwnUsersExport: async ({ deps, auth, query }) => ({
    body: await exportMembers(deps, auth.userId, query),
    headers: csvHeaders('my-users', deps.clock()),
  }),
  dashboardUserOwnUser: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.userFetched, data: await getMember(deps, auth.userId, params.id) },
  }),
  dashboardUserInsights: async ({ deps, auth }) => ({
    body: { message: MESSAGES.insightsFetched, data: await dashboardInsights(deps, auth.userId) },
  }),
} satisfies SomeHandlers;
