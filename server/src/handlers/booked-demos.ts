import { MESSAGES } from '@contract/messages';
import type { SomeHandlers } from '../pipeline/handler';
import { bookingsPerWeek, exportBookedDemos, leadStatusCounts, listBookedDemos, releaseBookedDemo } from '../services/booked-demos';

/** The super-admin console's view of the stored bookings (docs/decisions/0007, 0037). */
export const bookedDemosHandlers = {
  bookedDemosList: async ({ deps, query }) => ({
    body: { message: MESSAGES.bookedDemosFetched, data: await listBookedDemos(deps, query) },
  }),

  bookedDemosStatusCounts: async ({ deps, query }) => ({
    body: { message: MESSAGES.leadStatusCountsFetched, data: await leadStatusCounts(deps, query) },
  }),

  bookedDemosWeekly: async ({ deps }) => ({
    body: { message: MESSAGES.bookedDemosWeeklyFetched, data: { weeks: await bookingsPerWeek(deps) } },
  }),

  bookedDemosExport: async ({ deps, query }) => {
    const day = deps.clock().toISOString().slice(0, 10);
    const name = query.view === 'filtered' ? `booked-demos-filtered-${day}.csv` : `booked-demos-${day}.csv`;
    return {
      body: await exportBookedDemos(deps, query),
      headers: { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
    };
  },

  bookedDemoRelease: async ({ deps, params }) => {
    const bookedDemo = await releaseBookedDemo(deps, params.id);
    // The released lead is mailed after the reply, as a new booking is (mail/worker.ts).
    deps.mailWorker?.kick();
    deps.webhookWorker?.kick();
    deps.logger.info('booked demo released from quarantine', { booking: bookedDemo._id });
    return { body: { message: MESSAGES.bookedDemoReleased, data: { bookedDemo } } };
  },
} satisfies SomeHandlers;
