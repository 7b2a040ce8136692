// Issue 22 item 4: the scheduling rows of the endpoint table, without schemas (contract/scheduling.ts has those).
// Kept apart from the schemas so endpoint-routing.ts, the browser's schema-less table, can spread them without zod;
// no import here, so no cycle: endpoint-routing.ts checks every row against EndpointRouting where it spreads them.

const SA = ['super-admin'] as const;

export const schedulingRouting = {
  meetingSlots: { method: 'GET', path: 'meta/meeting-slots', service: 'contact', roles: [], anonymous: true },
  meetingBook: { method: 'POST', path: 'meta/meeting', service: 'contact', roles: [], anonymous: true, status: 201 },
  meetingGet: { method: 'GET', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true },
  meetingMoveSlots: { method: 'GET', path: 'meta/meeting/:token/slots', service: 'contact', roles: [], anonymous: true },
  meetingMove: { method: 'PATCH', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true },
  meetingCancel: { method: 'DELETE', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true },

  // Sales books the time agreed with a lead on the phone (docs/decisions/0041).
  leadMeetingSlots: { method: 'GET', path: 'sales/leads/:id/meeting-slots', service: 'super-admin', roles: SA, anonymous: false },
  leadMeetingBook: { method: 'POST', path: 'sales/leads/:id/meeting', service: 'super-admin', roles: SA, anonymous: false, status: 201 },

  salesOffices: { method: 'GET', path: 'sales/offices', service: 'super-admin', roles: SA, anonymous: false },
  salesOfficeCreate: { method: 'POST', path: 'sales/offices', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  salesOfficePatch: { method: 'PATCH', path: 'sales/offices/:id', service: 'super-admin', roles: SA, anonymous: false },
  salesOfficeDelete: { method: 'DELETE', path: 'sales/offices/:id', service: 'super-admin', roles: SA, anonymous: false },
  salesRepCreate: { method: 'POST', path: 'sales/reps', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  salesRepPatch: { method: 'PATCH', path: 'sales/reps/:id', service: 'super-admin', roles: SA, anonymous: false },
  salesRepDelete: { method: 'DELETE', path: 'sales/reps/:id', service: 'super-admin', roles: SA, anonymous: false },
  salesHolidayCreate: { method: 'POST', path: 'sales/offices/:id/holidays', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  salesHolidayDelete: { method: 'DELETE', path: 'sales/holidays/:id', service: 'super-admin', roles: SA, anonymous: false },
} as const;
