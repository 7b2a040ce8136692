import { isAxiosError } from 'axios';
import { call, errorMessage, replyMessage } from '@/lib/http';
import { saveSession } from '@/lib/session';
import type { ReplyOf } from '@contract/endpoints';
import { MESSAGES, UI_TEXT } from '@contract/messages';

export interface Credentials {
  email: string;
  password: string;
  /** The invisible human check's proof, once the server asked for one (428, issue 38 item 6). */
  humanCheck?: string;
}

/** What a login step leads to: signed in (maybe told to set up a second factor first), or the code step. */
/** Wrong second-factor codes entered for the account since its previous sign-in, as the server counted them. */
export interface FailedCodes {
  count: number;
  lastAt: string;
  lastFrom: string;
}

export type LoginOutcome =
  | { next: 'done'; secondFactorSetupRequired?: boolean; failedCodes?: FailedCodes; failedSignIns?: number }
  | { next: 'second-factor'; ticket: string; failedSignIns?: number };

type SuperAdminLoginData = Extract<ReplyOf<'superAdminLogin'>['data'], { accessToken: string }>;

function signedInSuperAdmin(data: SuperAdminLoginData): LoginOutcome {
  saveSession({
    userType: 'super-admin',
    user: data.superAdmin,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
  });
  return {
    next: 'done',
    secondFactorSetupRequired: data.secondFactorSetupRequired === true,
    ...(data.secondFactorFailures && { failedCodes: data.secondFactorFailures }),
    ...(data.failedSignIns && { failedSignIns: data.failedSignIns }),
  };
}

/** The password step; with TOTP on, the server answers with a ticket for the code step (docs/decisions/0036). */
export async function loginSuperAdmin(credentials: Credentials): Promise<LoginOutcome> {
  const { data } = await call('superAdminLogin', { body: credentials });
  if ('secondFactorTicket' in data) {
    return { next: 'second-factor', ticket: data.secondFactorTicket, ...(data.failedSignIns && { failedSignIns: data.failedSignIns }) };
  }
  return signedInSuperAdmin(data);
}

/** The code step: the ticket and a TOTP or recovery code; the reply is the normal login reply. */
export async function loginSuperAdminSecondFactor(ticket: string, code: string): Promise<LoginOutcome> {
  const { data } = await call('superAdminSecondFactorLogin', { body: { ticket, code } });
  return signedInSuperAdmin(data);
}

export async function loginDashboardUser(credentials: Credentials): Promise<LoginOutcome> {
  const { data } = await call('dashboardUserLogin', { body: credentials });
  saveSession({
    userType: 'dashboard-user',
    user: data.dashboardUser,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
  });
  return { next: 'done', ...(data.failedSignIns && { failedSignIns: data.failedSignIns }) };
}

/** The server asks for the invisible human check before it checks this account's password (428, issue 38 item 6). */
export const isHumanCheckRequired = (err: unknown) => isAxiosError(err) && err.response?.status === 428;

/** What the owner is told after signing in when wrong passwords were typed for the account meanwhile. */
export function failedSignInsText(count: number): string {
  const passwords = count === 1 ? '1 wrong password was' : `${count} wrong passwords were`;
  return `${passwords} typed for your account since your last sign-in. If that was not you, change your password now.`;
}

/** What the super admin is told after signing in when someone entered wrong codes for the account meanwhile. */
export function failedCodesText({ count, lastAt, lastFrom }: FailedCodes): string {
  const when = new Date(lastAt).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const codes = count === 1 ? '1 wrong code was' : `${count} wrong codes were`;
  return `${codes} entered for your account since your last sign-in, the last from ${lastFrom} on ${when}. If that was not you, change your password now.`;
}

/** The ticket died (expired, used, too many wrong codes): the password step again. */
export const isTicketGone = (err: unknown) =>
  isAxiosError(err) && err.response?.status === 401 && [replyMessage(err), errorMessage(err)].includes(MESSAGES.secondFactorInvalidTicket);

export function tooManyAttemptsText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Too many attempts. Try again later.';
  }
  if (retryAfterSeconds < 60) {
    const s = Math.ceil(retryAfterSeconds);
    return `Too many attempts. Try again in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
  }
  const m = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Try again in ${m} ${m === 1 ? 'minute' : 'minutes'}.`;
}

function retryAfterOf(err: unknown): number | null {
  const value: unknown = isAxiosError(err) ? err.response?.headers?.['retry-after'] : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds;
  const at = Date.parse(String(value));
  return Number.isNaN(at) ? null : (at - Date.now()) / 1000;
}

/** SPEC part 8's login messages; a 429 says how long to wait instead. */
export function loginErrorText(err: unknown, notFoundMessage: string): string {
  if (isAxiosError(err) && err.response?.status === 429) return tooManyAttemptsText(retryAfterOf(err));
  const candidates = [replyMessage(err), errorMessage(err)];
  if (candidates.includes(notFoundMessage)) return UI_TEXT.userNotFound;
  if (candidates.includes(MESSAGES.unauthorized)) return UI_TEXT.wrongPassword;
  return errorMessage(err);
}
