// The scheduling's constants and texts without zod (docs/decisions/0045): the meeting picker and the meeting page
// show them, and importing contract/scheduling.ts for them would load zod into the browser with them.

export const MEETING_MINUTES = 30;
/** Slots are offered over this many working days of the office, starting today. */
export const SLOT_WORKING_DAYS = 10;

export const SCHEDULING_TEXT = {
  taken: 'That time was just taken. Please choose another.',
  notBooked: 'The meeting was not booked, and nothing was sent. Please try again.',
  linkInvalid: 'This link is no longer valid.',
  slotInvalid: 'That time is not available. Please choose another.',
  booked: 'Your meeting is booked.',
  rescheduled: 'Your meeting has been moved.',
  cancelled: 'Your meeting has been cancelled.',
  leadHasMeeting: 'This lead already has a booked meeting.',
  leadFiltered: 'This lead is filtered as spam: mark it as not spam before booking a meeting.',
  noOffice: 'No sales office serves this phone number.',
} as const;
