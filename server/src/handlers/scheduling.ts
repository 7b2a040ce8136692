import { SCHEDULING_TEXT } from '@contract/scheduling';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import type { SomeHandlers } from '../pipeline/handler';
import {
  OFFICE_TEXT,
  createHoliday,
  createOffice,
  createRep,
  deleteHoliday,
  deleteOffice,
  deleteRep,
  listOffices,
  patchOffice,
  patchRep,
} from '../services/scheduling/offices';
import { superAdminActor } from '../services/lead-pipeline';
import { bookMeeting, bookMeetingForLead, cancelMeeting, getMeeting, moveMeeting, slotsForBooking, slotsForLead, slotsForMove } from '../services/scheduling/meetings';

/** The site origin of the links in the invites: SITE_URL (required in a deployment), else the request's. */
const originOf = (deps: AppDeps, c: Context<AppEnv>) => deps.config.siteUrl ?? new URL(c.req.url).origin;

/** Issue 22 item 4: the visitor's meeting (signed links, no sign-in) and the super admin's offices. */
export const schedulingHandlers = {
  meetingSlots: async ({ deps, query }) => ({ body: await slotsForBooking(deps, query.token) }),
  meetingBook: async ({ deps, body, c }) => {
    const meeting = await bookMeeting(deps, body.token, body.start, originOf(deps, c));
    deps.metrics?.meetingsBooked.inc();
    deps.mailWorker?.kick();
    deps.webhookWorker?.kick();
    return { body: meeting };
  },
  meetingGet: async ({ deps, params }) => ({ body: await getMeeting(deps, params.token) }),
  meetingMoveSlots: async ({ deps, params }) => ({ body: await slotsForMove(deps, params.token) }),
  meetingMove: async ({ deps, params, body, c }) => {
    const meeting = await moveMeeting(deps, params.token, body.start, originOf(deps, c));
    deps.mailWorker?.kick();
    return { body: meeting };
  },
  meetingCancel: async ({ deps, params, c }) => {
    await cancelMeeting(deps, params.token, originOf(deps, c));
    deps.mailWorker?.kick();
    deps.webhookWorker?.kick();
    return { body: { message: SCHEDULING_TEXT.cancelled } };
  },

  leadMeetingSlots: async ({ deps, params }) => ({ body: await slotsForLead(deps, params.id) }),
  leadMeetingBook: async ({ deps, params, body, auth, audit, c }) => {
    const by = { actor: await superAdminActor(deps, auth.userId), audit: await audit() };
    const meeting = await bookMeetingForLead(deps, params.id, body.start, originOf(deps, c), by);
    deps.metrics?.meetingsBooked.inc();
    deps.mailWorker?.kick();
    deps.webhookWorker?.kick();
    return { body: meeting };
  },

  salesOffices: async ({ deps }) => ({ body: { offices: await listOffices(deps) } }),
  salesOfficeCreate: async ({ deps, body }) => ({ body: await createOffice(deps, body) }),
  salesOfficePatch: async ({ deps, params, body }) => ({ body: await patchOffice(deps, params.id, body) }),
  salesOfficeDelete: async ({ deps, params }) => {
    await deleteOffice(deps, params.id);
    return { body: { message: OFFICE_TEXT.officeDeleted } };
  },
  salesRepCreate: async ({ deps, body }) => ({ body: await createRep(deps, body) }),
  salesRepPatch: async ({ deps, params, body }) => ({ body: await patchRep(deps, params.id, body) }),
  salesRepDelete: async ({ deps, params }) => {
    await deleteRep(deps, params.id);
    return { body: { message: OFFICE_TEXT.repDeleted } };
  },
  salesHolidayCreate: async ({ deps, params, body }) => ({ body: await createHoliday(deps, params.id, body) }),
  salesHolidayDelete: async ({ deps, params }) => {
    await deleteHoliday(deps, params.id);
    return { body: { message: OFFICE_TEXT.holidayDeleted } };
  },
} satisfies SomeHandlers;
