import { useEndpointMutation } from '@/lib/query';

/** Several leads to one status at once (at most BULK_STATUS_MAX). */
export function useChangeLeadsStatus() {
  return useEndpointMutation('bookedDemosStatus', { invalidates: ['bookedDemosList', 'bookedDemosStatusCounts', 'bookedDemoGet', 'bookedDemoActivity'] });
}
