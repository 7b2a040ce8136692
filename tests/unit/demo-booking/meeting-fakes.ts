import type { ReplyOf } from '@contract/endpoints';

export const BOOKING_TOKEN = 'booking-token-0123456789abcdef';
export const MANAGE_TOKEN = 'manage-token-0123456789abcdef';
export const NEW_MANAGE_TOKEN = 'manage-token-moved-0123456789';

export const ukOffice = { id: '6650e7e1c17c0000000000c1', name: 'United Kingdom', timeZone: 'Europe/London' };

/** 09:30 and 10:00 UTC on 1 December 2026: 13:30 and 14:00 in Dubai (UTC+4, no summer time). */
export const SLOT_A = { start: '2026-12-01T09:30:00.000Z', end: '2026-12-01T10:00:00.000Z' };
export const SLOT_B = { start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T10:30:00.000Z' };
export const SLOT_NEXT_DAY = { start: '2026-12-02T11:00:00.000Z', end: '2026-12-02T11:30:00.000Z' };

export const slotsReply = (slots = [SLOT_A, SLOT_B, SLOT_NEXT_DAY]): ReplyOf<'meetingSlots'> => ({ office: ukOffice, durationMinutes: 30, slots });

export const meetingReply = (over: Partial<ReplyOf<'meetingBook'>> = {}): ReplyOf<'meetingBook'> => ({
  id: '6650e7e1c17c0000000000d1',
  status: 'booked',
  ...SLOT_A,
  office: ukOffice,
  rep: { name: 'Oliver Reed', email: 'oliver@eternity.example' },
  visitor: { name: 'Asha Rao', email: 'asha@raomotors.example' },
  manageToken: MANAGE_TOKEN,
  ...over,
});
