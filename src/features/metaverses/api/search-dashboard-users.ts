import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf, RequestOf } from '@contract/endpoints';

export type DashboardUserOption = ReplyOf<'dashboardUsersList'>['data']['dashboardUsers'][number];
type ListQuery = NonNullable<RequestOf<'dashboardUsersList'>['query']>;

/** The server compares lower-cased, so the case typed does not matter. */
export function searchQueries(text: string): ListQuery[] {
  const value = text.trim();
  if (!value) return [{ page: 1 }];
  return (['name', 'email'] as const).map((field) => ({ field, operator: 'contains', value, page: 1 }));
}

// Keeps the last answered people offered while a new search runs: keepPreviousData cannot, as useQueries starts
// each new key with no previous data.
export function useDashboardUserSearch(text: string) {
  const search = useQueries({
    queries: searchQueries(text).map((query) => endpointQuery('dashboardUsersList', { query }, (reply) => reply.data.dashboardUsers)),
    combine: (results) => {
      const byId = new Map<string, DashboardUserOption>();
      for (const user of results.flatMap((r) => r.data ?? [])) byId.set(user._id, user);
      return {
        users: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
        waiting: results.some((r) => r.data === undefined && r.isFetching),
        loading: results.some((r) => r.isFetching),
        error: results.find((r) => r.error)?.error ?? null,
      };
    },
  });
  const [kept, setKept] = useState<readonly DashboardUserOption[]>([]);
  if (!search.waiting && idsOf(search.users) !== idsOf(kept)) setKept(search.users);
  return { users: search.waiting ? kept : search.users, loading: search.loading, error: search.error };
}

const idsOf = (users: readonly DashboardUserOption[]) => users.map((u) => u._id).join(' ');
