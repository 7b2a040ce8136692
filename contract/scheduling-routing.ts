// Issue 22 item 4: the scheduling rows of the endpoint table, without schemas (contract/scheduling.ts has those).
// Kept apart from the schemas so endpoint-routing.ts, the browser's schema-less table, can spread them without zod;
// no import here, so no cycle: endpoint-routing.ts checks every row against EndpointRouting where it spreads them.

const SA = ['super-admin'] as const;

export const schedulingRouting = {
  meetingSlots: { method: 'GET', path: 'meta/meeting-slots', service: 'contact', roles: [], anonymous: true, summary: "Free 30-minute times of the office that serves a booking (its signed token), over the next 10 working days" },
  meetingBook: { method: 'POST', path: 'meta/meeting', service: 'contact', roles: [], anonymous: true, status: 201, summary: 'Book a free time for a booking: the rep and the visitor each get an iCalendar invite' },
  meetingGet: { method: 'GET', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true, summary: 'A meeting, by the signed link of its invite' },
  meetingMoveSlots: { method: 'GET', path: 'meta/meeting/:token/slots', service: 'contact', roles: [], anonymous: true, summary: 'Free times to move a meeting to' },
  meetingMove: { method: 'PATCH', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true, summary: 'Move a meeting (the invite is updated with a higher SEQUENCE)' },
  meetingCancel: { method: 'DELETE', path: 'meta/meeting/:token', service: 'contact', roles: [], anonymous: true, summary: 'Cancel a meeting (METHOD:CANCEL to both sides)' },

  salesOffices: { method: 'GET', path: 'sales/offices', service: 'super-admin', roles: SA, anonymous: false, summary: 'Offices with their reps, working hours and holidays' },
  salesOfficeCreate: { method: 'POST', path: 'sales/offices', service: 'super-admin', roles: SA, anonymous: false, status: 201, summary: 'Add an office' },
  salesOfficePatch: { method: 'PATCH', path: 'sales/offices/:id', service: 'super-admin', roles: SA, anonymous: false, summary: 'Change an office' },
  salesOfficeDelete: { method: 'DELETE', path: 'sales/offices/:id', service: 'super-admin', roles: SA, anonymous: false, summary: 'Remove an office without upcoming meetings' },
  salesRepCreate: { method: 'POST', path: 'sales/reps', service: 'super-admin', roles: SA, anonymous: false, status: 201, summary: 'Add a sales rep with working hours' },
  salesRepPatch: { method: 'PATCH', path: 'sales/reps/:id', service: 'super-admin', roles: SA, anonymous: false, summary: 'Change a sales rep or their working hours' },
  salesRepDelete: { method: 'DELETE', path: 'sales/reps/:id', service: 'super-admin', roles: SA, anonymous: false, summary: 'Remove a sales rep without upcoming meetings' },
  salesHolidayCreate: { method: 'POST', path: 'sales/offices/:id/holidays', service: 'super-admin', roles: SA, anonymous: false, status: 201, summary: "Add a holiday to an office's calendar" },
  salesHolidayDelete: { method: 'DELETE', path: 'sales/holidays/:id', service: 'super-admin', roles: SA, anonymous: false, summary: 'Remove a holiday' },
} as const;
