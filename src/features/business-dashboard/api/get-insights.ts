import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type Insights = ReplyOf<'dashboardUserInsights'>['data'];

/** docs/decisions/0021 */
export const getInsightsQueryOptions = () => endpointQuery('dashboardUserInsights', undefined, (reply) => reply.data);

export function useInsights() {
  return useQuery(getInsightsQueryOptions());
}
