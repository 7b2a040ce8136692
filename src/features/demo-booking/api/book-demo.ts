import { isAxiosError } from 'axios';
import { callPublic as call } from '@/lib/http/public-call';
import { isOwnService } from '@/lib/http/service-url';
import type { BookDemo } from '@contract/book-demo';
import type { ReplyOf } from '@contract/endpoints';
import { DEMO_TEXT, type DemoField } from '../lib/validate';

/** SPEC 7.1: spelled as the service spells it. */
export const BOOK_DEMO_SUCCESS = 'Successully sent email.';

export type BookingHandle = NonNullable<ReplyOf<'bookDemo'>['booking']>;

/** `booking`: this server schedules meetings and the visitor may pick a time (issue 22). */
/** `field`: the form's field the server refused (a phone number of the right length that its plan does not allow). */
export type BookDemoOutcome = { ok: true; booking?: BookingHandle } | { ok: false; message: string; field?: DemoField };

/** The wire's names of the form's fields (SPEC 7.1). */
const FIELD_OF: Readonly<Record<string, DemoField>> = {
  name: 'name',
  companyName: 'companyName',
  businessEmail: 'businessEmail',
  phoneNumber: 'phone',
  message: 'message',
};

type Details = Array<{ message?: unknown; path?: unknown }>;
const firstDetail = (data: unknown) => (data as { errors?: { details?: Details } } | null)?.errors?.details?.[0];

const detailOf = (data: unknown): string => {
  const message = firstDetail(data)?.message;
  return typeof message === 'string' ? message.trim() : '';
};

const fieldOf = (data: unknown): DemoField | undefined => {
  const path = firstDetail(data)?.path;
  const key = Array.isArray(path) ? path[0] : undefined;
  return typeof key === 'string' && Object.hasOwn(FIELD_OF, key) ? FIELD_OF[key] : undefined;
};

const refused = (data: unknown): BookDemoOutcome => {
  const field = fieldOf(data);
  return { ok: false, message: detailOf(data) || DEMO_TEXT.generic, ...(field && { field }) };
};

const bookingOf = (reply: unknown): BookingHandle | undefined => {
  const booking = (reply as { booking?: Partial<BookingHandle> } | null)?.booking;
  return typeof booking?.id === 'string' && typeof booking.token === 'string' ? { id: booking.id, token: booking.token } : undefined;
};

/**
 * One key per booking (docs/decisions/0068): sending the same booking again after a failure (a lost reply, a network
 * error) carries the same `Idempotency-Key`, so our server stores it once; the human-check proof is solved anew and
 * is not part of it. A changed booking gets a new key. Another contact service (by configuration) is not sent the
 * header: its CORS rules may not allow it.
 */
let intent: { booking: string; key: string } | undefined;

/** randomUUID exists only in secure contexts; a site tried over plain http on a LAN address still books. */
const randomKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function keyFor(body: BookDemo): string {
  const booking = JSON.stringify({ ...body, humanCheck: undefined });
  if (intent?.booking !== booking) intent = { booking, key: randomKey() };
  return intent.key;
}

export async function bookDemo(body: BookDemo): Promise<BookDemoOutcome> {
  try {
    const headers = isOwnService('contact') ? { 'Idempotency-Key': keyFor(body) } : undefined;
    const reply = await call('bookDemo', { body, ...(headers && { headers }) } as Parameters<typeof call<'bookDemo'>>[1]);
    if (reply?.message === BOOK_DEMO_SUCCESS) {
      intent = undefined;
      return { ok: true, booking: bookingOf(reply) };
    }
    return refused(reply);
  } catch (err) {
    if (isAxiosError(err) && !err.response) return { ok: false, message: DEMO_TEXT.network };
    if (isAxiosError(err)) return refused(err.response?.data);
    return { ok: false, message: DEMO_TEXT.generic };
  }
}
