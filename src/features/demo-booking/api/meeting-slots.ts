import { callPublic as call } from '@/lib/http/public-call';
import type { ReplyOf } from '@contract/endpoints';

export type SlotsReply = ReplyOf<'meetingSlots'>;
export type Slot = SlotsReply['slots'][number];

/** Free times for a booking's first meeting, by the booking's signed token. */
export const getMeetingSlots = (token: string): Promise<SlotsReply> => call('meetingSlots', { query: { token } });

/** Free times to move a booked meeting to, by its manage link's token. */
export const getMoveSlots = (token: string): Promise<SlotsReply> => call('meetingMoveSlots', { params: { token } });
