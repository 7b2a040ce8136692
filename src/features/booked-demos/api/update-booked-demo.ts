import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useEndpointMutation } from '@/lib/query';

/** Status and/or owner; the reply is the lead's detail, which replaces the cached one. */
export function useUpdateBookedDemo(id: string) {
  const client = useQueryClient();
  return useEndpointMutation('bookedDemoPatch', {
    invalidates: ['bookedDemosList', 'bookedDemosStatusCounts', 'bookedDemoActivity'],
    onSuccess: (reply) => client.setQueryData(queryKeyOf('bookedDemoGet', { params: { id } }), reply),
  });
}
