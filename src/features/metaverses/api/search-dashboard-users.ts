import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
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
 *
 * While a new search is on its way, the people of the last answered one stay offered (the picker narrows them as
 * the text changes). `placeholderData: keepPreviousData` cannot do that here: useQueries starts a new observer for
 * every new key, and a new observer has no previous data, so the list emptied on every pause in typing and an
 * ArrowDown pressed in that moment found nothing to move to (seen failing an e2e run on a busy machine).
 */
export function useDashboardUserSearch(text: string) {
  const search = useQueries({
    queries: searchQueries(text).map((query) => endpointQuery('dashboardUsersList', { query }, (reply) => reply.data.dashboardUsers)),
    combine: (results) => {
      const byId = new Map<string, DashboardUserOption>();
      for (const user of results.flatMap((r) => r.data ?? [])) byId.set(user._id, user);
      return {
        users: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
        /** Some query has nothing to show yet (its first answer is on its way). */
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
