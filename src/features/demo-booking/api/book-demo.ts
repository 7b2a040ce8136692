import { isAxiosError } from 'axios';
import { call } from '@/lib/http/client';
import type { BookDemo } from '@contract/book-demo';
import type { ReplyOf } from '@contract/endpoints';
import { DEMO_TEXT } from '../lib/validate';

/** SPEC 7.1: spelled as the service spells it. */
export const BOOK_DEMO_SUCCESS = 'Successully sent email.';

export type BookingHandle = NonNullable<ReplyOf<'bookDemo'>['booking']>;

/** `booking`: this server schedules meetings and the visitor may pick a time (issue 22). */
export type BookDemoOutcome = { ok: true; booking?: BookingHandle } | { ok: false; message: string };

const detailOf = (data: unknown): string => {
  const details = (data as { errors?: { details?: Array<{ message?: unknown }> } } | null)?.errors?.details;
  const message = details?.[0]?.message;
  return typeof message === 'string' ? message.trim() : '';
};

const bookingOf = (reply: unknown): BookingHandle | undefined => {
  const booking = (reply as { booking?: Partial<BookingHandle> } | null)?.booking;
  return typeof booking?.id === 'string' && typeof booking.token === 'string' ? { id: booking.id, token: booking.token } : undefined;
};

export async function bookDemo(body: BookDemo): Promise<BookDemoOutcome> {
  try {
    const reply = await call('bookDemo', { body });
    if (reply?.message === BOOK_DEMO_SUCCESS) return { ok: true, booking: bookingOf(reply) };
    return { ok: false, message: detailOf(reply) || DEMO_TEXT.generic };
  } catch (err) {
    if (isAxiosError(err) && !err.response) return { ok: false, message: DEMO_TEXT.network };
    if (isAxiosError(err)) return { ok: false, message: detailOf(err.response?.data) || DEMO_TEXT.generic };
    return { ok: false, message: DEMO_TEXT.generic };
  }
}
