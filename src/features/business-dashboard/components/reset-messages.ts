import { isAxiosError } from 'axios';
import { errorMessage } from '@/lib/http';
import { MESSAGES } from '@contract/messages';

/** Both forms count against the per-IP login limit (docs/decisions/0020). */
export const RESET_RATE_LIMITED = `${MESSAGES.tooManyRequests} Reset requests and logins from this network are limited; wait a few minutes before trying again.`;

export function resetErrorText(err: unknown): string {
  if (isAxiosError(err) && err.response?.status === 429) {
    const wait = Number(err.response.headers?.['retry-after']);
    if (Number.isFinite(wait) && wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      return `${MESSAGES.tooManyRequests} Reset requests and logins from this network are limited; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    }
    return RESET_RATE_LIMITED;
  }
  return errorMessage(err);
}
