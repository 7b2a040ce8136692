import { MESSAGES } from '@contract/messages';
import type { SomeHandlers } from '../pipeline/handler';
import { bookingsPerWeek, exportBookedDemos, listBookedDemos } from '../services/booked-demos';

/** The super-admin console's view of the stored bookings (docs/decisions/0007). */
export const bookedDemosHandlers = {
  bookedDemosList: async ({ deps, query }) => ({
    body: { message: MESSAGES.bookedDemosFetched, data: await listBookedDemos(deps, query) },
  }),

  bookedDemosWeekly: async ({ deps }) => ({
    body: { message: MESSAGES.bookedDemosWeeklyFetched, data: { weeks: await bookingsPerWeek(deps) } },
  }),

  bookedDemosExport: async ({ deps, query }) => {
    const day = deps.clock().toISOString().slice(0, 10);
    return {
      body: await exportBookedDemos(deps, query),
      headers: { 'content-disposition': `attachment; filename="booked-demos-${day}.csv"`, 'cache-control': 'no-store' },
    };
  },
} satisfies SomeHandlers;
