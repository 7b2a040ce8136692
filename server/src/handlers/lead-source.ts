import { MESSAGES } from '@contract/messages';
import type { SomeHandlers } from '../pipeline/handler';
import { conversion, countFormOpen } from '../services/lead-source';

/** Where leads come from (docs/decisions/0043): the form-open beacon and the conversion report. */
export const leadSourceHandlers = {
  formOpen: async ({ deps, body }) => {
    await countFormOpen(deps, body);
    return { body: { message: MESSAGES.formOpenCounted } };
  },

  bookedDemosConversion: async ({ deps, query }) => ({
    body: { message: MESSAGES.conversionFetched, data: await conversion(deps, query) },
  }),
} satisfies SomeHandlers;
