import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf, RequestOf } from '@contract/endpoints';

export type DashboardUserOption = ReplyOf<'dashboardUsersList'>['data']['dashboardUsers'][number];
type ListQuery = NonNullable<RequestOf<'dashboardUsersList'>['query']>;

/**
 * The list queries behind a search: with text, name 'contains' and email 'contains' (the server compares lower-cased,
 * so the case typed does not matter); without, the first page of everyone.
 */
export function searchQueries(text: string): ListQuery[] {
  const value = text.trim();
  if (!value) return [{ page: 1 }];
  return (['name', 'email'] as const).map((field) => ({ field, operator: 'contains', value, page: 1 }));
}

/**
 * GET dashboard-users, as a picker asks it: dashboard users whose name or email contains `text`, ignoring case
 * (two filtered pages merged, by name). Each query is the list endpoint's own key, so a change to dashboard users
 * refreshes the picker too.
 */
export function useDashboardUserSearch(text: string) {
  return useQueries({
    queries: searchQueries(text).map((query) => ({
      ...endpointQuery('dashboardUsersList', { query }, (reply) => reply.data.dashboardUsers),
      placeholderData: keepPreviousData,
    })),
    combine: (results) => {
      const byId = new Map<string, DashboardUserOption>();
      for (const user of results.flatMap((r) => r.data ?? [])) byId.set(user._id, user);
      return {
        users: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
        loading: results.some((r) => r.isFetching),
        error: results.find((r) => r.error)?.error ?? null,
      };
    },
  });
}
