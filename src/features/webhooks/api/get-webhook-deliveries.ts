import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type DeliveryRow = ReplyOf<'webhookDeliveries'>['deliveries'][number];

/** Refreshed every few seconds while something is still on its way, so a retry shows up without a reload. */
export const useWebhookDeliveries = (id: string, page: number) =>
  useQuery({
    ...endpointQuery('webhookDeliveries', { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.state === 'pending' || d.state === 'retrying') ? 3000 : false),
  });
