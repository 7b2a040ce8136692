import { callPublic as call } from '@/lib/http/public-call';
import type { ReplyOf } from '@contract/endpoints';

export type Meeting = ReplyOf<'meetingBook'>;

export const bookMeeting = (token: string, start: string): Promise<Meeting> => call('meetingBook', { body: { token, start } });

export const getMeeting = (token: string): Promise<Meeting> => call('meetingGet', { params: { token } });

export const moveMeeting = (token: string, start: string): Promise<Meeting> => call('meetingMove', { params: { token }, body: { start } });

export const cancelMeeting = (token: string): Promise<ReplyOf<'meetingCancel'>> => call('meetingCancel', { params: { token } });
