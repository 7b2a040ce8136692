import { isAxiosError } from 'axios';

export const NETWORK_ERROR = 'Network error: please check your connection and try again.';
const FALLBACK = 'Something went wrong';

interface ErrorBody {
  message?: unknown;
  errors?: { details?: Array<{ message?: unknown }> };
}

function body(err: unknown): ErrorBody | null {
  if (!isAxiosError(err) || !err.response) return null;
  const data: unknown = err.response.data;
  return data && typeof data === 'object' ? (data as ErrorBody) : {};
}

/** 404, or 400 for an id that cannot be one (malformed). */
export function isMissing(err: unknown): boolean {
  return isAxiosError(err) && (err.response?.status === 404 || err.response?.status === 400);
}

export function replyMessage(err: unknown): string | null {
  const message = body(err)?.message;
  return typeof message === 'string' ? message : null;
}

export function errorMessage(err: unknown): string {
  if (isAxiosError(err) && !err.response) return NETWORK_ERROR;
  const reply = body(err);
  if (reply) {
    const detail = reply.errors?.details?.[0]?.message;
    if (typeof detail === 'string') return detail;
    if (typeof reply.message === 'string') return reply.message;
    return FALLBACK;
  }
  return err instanceof Error && err.message ? err.message : FALLBACK;
}
