import { useEndpointMutation } from '@/lib/query';

/** Everything on the offices page comes from one read, so every change refreshes it. */
export function useDeleteSalesHoliday() {
  return useEndpointMutation('salesHolidayDelete', { invalidates: ['salesOffices'] });
}
