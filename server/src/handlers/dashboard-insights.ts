import { MESSAGES } from '@contract/messages';
import type { SomeHandlers } from '../pipeline/handler';
import { dashboardInsights, getMember, listMembers } from '../services/dashboard-insights';

/** A dashboard user's view of the people in their metaverses (docs/decisions/0021). */
export const dashboardInsightsHandlers = {
  dashboardUserOwnUsers: async ({ deps, auth, query }) => ({
    body: { message: MESSAGES.usersFetched, data: await listMembers(deps, auth.userId, query) },
  }),
  dashboardUserOwnUser: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.userFetched, data: await getMember(deps, auth.userId, params.id) },
  }),
  dashboardUserInsights: async ({ deps, auth }) => ({
    body: { message: MESSAGES.insightsFetched, data: await dashboardInsights(deps, auth.userId) },
  }),
} satisfies SomeHandlers;
