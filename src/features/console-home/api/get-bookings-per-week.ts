import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { BookingWeek } from '@contract/booked-demos';

export type { BookingWeek };

export const getBookingsPerWeekQueryOptions = () => endpointQuery('bookedDemosWeekly', undefined, (reply) => reply.data.weeks);

export function useBookingsPerWeek() {
  return useQuery(getBookingsPerWeekQueryOptions());
}
