import { useEndpointMutation } from '@/lib/query';

/** Everything on the offices page comes from one read, so every change refreshes it. */
export function useDeleteSalesRep() {
  return useEndpointMutation('salesRepDelete', { invalidates: ['salesOffices'] });
}
