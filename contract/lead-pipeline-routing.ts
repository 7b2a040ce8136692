// Issue 23 item 1: the lead pipeline's rows of the endpoint table, without schemas (contract/lead-pipeline.ts has
// those), so endpoint-routing.ts, the browser's schema-less table, can spread them without zod.
// `booked-demos/status` is static and `booked-demos/:id` GET/PATCH only share their method with static paths of one
// segment more or fewer; the server registers static paths first (server/src/pipeline/pipeline.ts).

const SA = ['super-admin'] as const;

export const leadPipelineRouting = {
  bookedDemoGet: { method: 'GET', path: 'booked-demos/:id', service: 'super-admin', roles: SA, anonymous: false },
  bookedDemoPatch: { method: 'PATCH', path: 'booked-demos/:id', service: 'super-admin', roles: SA, anonymous: false },
  // What happened to the lead and when: its notes, meetings and the audit log's changes, newest first.
  bookedDemoActivity: { method: 'GET', path: 'booked-demos/:id/activity', service: 'super-admin', roles: SA, anonymous: false },
  bookedDemoNoteCreate: { method: 'POST', path: 'booked-demos/:id/notes', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  bookedDemosStatus: { method: 'POST', path: 'booked-demos/status', service: 'super-admin', roles: SA, anonymous: false },
  // The pipeline's stages with their counts for the list's other filters (the strip above the leads).
  bookedDemosStatusCounts: { method: 'GET', path: 'booked-demos/status-counts', service: 'super-admin', roles: SA, anonymous: false },
} as const;
