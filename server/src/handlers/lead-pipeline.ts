import { LEAD_TEXT } from '@contract/lead-pipeline';
import type { SomeHandlers } from '../pipeline/handler';
import { addLeadNote, changeLeadStatus, leadDetail, patchLead, superAdminActor, type LeadStatusChange } from '../services/lead-pipeline';
import type { AppDeps } from '../deps';
import { leadActivity } from '../services/lead-activity';

// The lead pipeline (issue 23 item 1, docs/decisions/0046).

const logChanges = (deps: AppDeps, changes: readonly LeadStatusChange[]) => {
  // Their `lead.status_changed` webhooks were queued with them; sent after the reply.
  if (changes.length > 0) deps.webhookWorker?.kick();
  for (const change of changes) {
    deps.logger.info('lead status changed', { booking: change.id, from: change.from, to: change.to, by: change.by.kind });
  }
};

export const leadPipelineHandlers = {
  bookedDemoGet: async ({ deps, params }) => ({
    body: { message: LEAD_TEXT.detailFetched, data: await leadDetail(deps, params.id) },
  }),

  bookedDemoActivity: async ({ deps, params }) => ({
    body: { message: LEAD_TEXT.activityFetched, data: await leadActivity(deps, params.id) },
  }),

  bookedDemoPatch: async ({ deps, params, body, auth, audit }) => {
    const { detail, changes } = await patchLead(deps, params.id, body, await superAdminActor(deps, auth.userId), await audit());
    logChanges(deps, changes);
    return { body: { message: LEAD_TEXT.updated, data: detail } };
  },

  bookedDemoNoteCreate: async ({ deps, params, body, auth }) => {
    const note = await addLeadNote(deps, params.id, body.text, await superAdminActor(deps, auth.userId));
    return { body: { message: LEAD_TEXT.noteAdded, data: { note } } };
  },

  bookedDemosStatus: async ({ deps, body, auth, audit }) => {
    const changes = await changeLeadStatus(deps, body.ids, body.status, await superAdminActor(deps, auth.userId), { audit: await audit() });
    logChanges(deps, changes);
    return { body: { message: LEAD_TEXT.statusChanged, data: { changed: changes.length } } };
  },
} satisfies SomeHandlers;
