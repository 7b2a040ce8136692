import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@contract/messages';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { checkCurrentPassword, refuseAttempt, type PasswordAttempts } from '../auth/passwords';
import { revokeAllFor } from '../auth/refresh-tokens';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCode,
} from '../auth/second-factor-crypto';
import type { Db } from '../db/client';
import { auditEvents, refreshTokens, secondFactorTickets, superAdminRecoveryCodes, superAdmins, superAdminSecondFactors } from '../db/schema';
import type { ServiceDeps } from '../deps';
import { conflict, unauthorized, validationError } from '../errors';

// The super admin's TOTP second factor (RFC 6238) with one-time recovery codes (docs/decisions/0036).

/** A ticket lives a few minutes and takes a few wrong codes; the account's own counter limits the rest. */
export const TICKET_TTL_SECONDS = 300;
export const TICKET_MAX_FAILURES = 5;
/** An enrolment not confirmed within this time must be started again. */
export const ENROLMENT_TTL_SECONDS = 600;
export const RECOVERY_CODE_COUNT = 10;
/** RFC 6238: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads); ±1 step of clock drift. */
const PERIOD = 30;
const TOLERANCE_SECONDS = PERIOD;

const ROLE = 'super-admin' as const;
/** The name an authenticator app lists the account under. */
const ISSUER = 'Eternity';

export interface SecondFactorAttempts {
  /** Counted before each code is checked, per account; cleared by a right one (server/src/rate-limit/route-limits.ts). */
  codes: PasswordAttempts;
  /** The current-password checks (docs/decisions/0015). */
  password: PasswordAttempts;
}

const epochOf = (deps: ServiceDeps) => Math.floor(deps.clock().getTime() / 1000);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

const invalidCode = () => validationError([{ message: MESSAGES.secondFactorInvalidCode, path: ['code'] }]);

async function consume(attempts: PasswordAttempts): Promise<void> {
  try {
    await attempts.limit.consume(attempts.key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) return; // the store failed: the code space and the ticket's cap still hold
    await refuseAttempt(attempts, err);
  }
}
const forgive = ({ limit, key }: PasswordAttempts) => limit.delete(key).catch(() => undefined);

async function factorRow(db: Db, superAdminId: string) {
  const [row] = await db.select().from(superAdminSecondFactors).where(eq(superAdminSecondFactors.superAdminId, superAdminId));
  return row;
}

async function adminRow(deps: ServiceDeps, superAdminId: string) {
  const [row] = await deps.db.select().from(superAdmins).where(eq(superAdmins.id, superAdminId));
  if (!row) throw unauthorized();
  return row;
}

/** Has this admin a confirmed second factor? */
export async function hasSecondFactor(db: Db, superAdminId: string): Promise<boolean> {
  const row = await factorRow(db, superAdminId);
  return row?.confirmedAt != null;
}

/**
 * A 6-digit code of the step before, this one or the next, later than the last one accepted: the step is then
 * recorded by a conditional update, so the same code (or an older one) never passes twice, even concurrently.
 */
async function acceptTotp(deps: ServiceDeps, superAdminId: string, storedSecret: string, lastStep: number | null, code: string) {
  const secret = decryptSecret(deps.config.secondFactorKey, superAdminId, storedSecret);
  if (!secret || !isTotpShaped(code)) return undefined;
  let result;
  try {
    result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epoch: epochOf(deps),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep !== null && { afterTimeStep: lastStep }),
    });
  } catch {
    return undefined;
  }
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

async function recordStep(deps: ServiceDeps, superAdminId: string, step: number, confirming: boolean): Promise<boolean> {
  const f = superAdminSecondFactors;
  const rows = await deps.db
    .update(f)
    .set({ lastStep: step, ...(confirming && { confirmedAt: deps.clock() }) })
    .where(
      and(
        eq(f.superAdminId, superAdminId),
        confirming ? isNull(f.confirmedAt) : sql`${f.confirmedAt} is not null`,
        or(isNull(f.lastStep), lt(f.lastStep, step)),
      ),
    )
    .returning({ id: f.superAdminId });
  return rows.length === 1;
}

/** A TOTP code of the confirmed factor, or an unused recovery code (then used up). Counted per account. */
async function checkCode(deps: ServiceDeps, superAdminId: string, code: string, attempts: PasswordAttempts): Promise<boolean> {
  await consume(attempts);
  const row = await factorRow(deps.db, superAdminId);
  if (!row?.confirmedAt) return false;
  let ok: boolean;
  if (isTotpShaped(code)) {
    const step = await acceptTotp(deps, superAdminId, row.secret, row.lastStep, code);
    ok = step !== undefined && (await recordStep(deps, superAdminId, step, false));
  } else {
    const r = superAdminRecoveryCodes;
    const used = await deps.db
      .update(r)
      .set({ usedAt: deps.clock() })
      .where(
        and(
          eq(r.superAdminId, superAdminId),
          eq(r.codeHash, hashRecoveryCode(deps.config.secondFactorKey, superAdminId, code)),
          isNull(r.usedAt),
        ),
      )
      .returning({ id: r.id });
    ok = used.length === 1;
  }
  if (ok) await forgive(attempts);
  return ok;
}

async function newRecoveryCodes(deps: ServiceDeps, superAdminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.delete(superAdminRecoveryCodes).where(eq(superAdminRecoveryCodes.superAdminId, superAdminId));
    await tx.insert(superAdminRecoveryCodes).values(
      codes.map((code) => ({
        superAdminId,
        codeHash: hashRecoveryCode(deps.config.secondFactorKey, superAdminId, code),
        createdAt: now,
      })),
    );
  });
  return codes;
}

export async function secondFactorStatus(deps: ServiceDeps, superAdminId: string) {
  const row = await factorRow(deps.db, superAdminId);
  const [left] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(superAdminRecoveryCodes)
    .where(and(eq(superAdminRecoveryCodes.superAdminId, superAdminId), isNull(superAdminRecoveryCodes.usedAt)));
  const enabled = row?.confirmedAt != null;
  return {
    enabled,
    enabledAt: enabled ? row!.confirmedAt!.toISOString() : null,
    recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0,
    required: deps.config.superAdminMfaRequired,
  };
}

/** A new secret, kept encrypted and not in effect until a code confirms it. */
export async function startEnrolment(deps: ServiceDeps, superAdminId: string) {
  const admin = await adminRow(deps, superAdminId);
  if (await hasSecondFactor(deps.db, superAdminId)) throw conflict(MESSAGES.secondFactorAlreadyOn);
  const secret = generateSecret();
  const stored = encryptSecret(deps.config.secondFactorKey, superAdminId, secret);
  const f = superAdminSecondFactors;
  const now = deps.clock();
  const rows = await deps.db
    .insert(f)
    .values({ superAdminId, secret: stored, createdAt: now })
    .onConflictDoUpdate({ target: f.superAdminId, set: { secret: stored, createdAt: now, lastStep: null }, setWhere: isNull(f.confirmedAt) })
    .returning({ id: f.superAdminId });
  if (rows.length !== 1) throw conflict(MESSAGES.secondFactorAlreadyOn);
  const uri = generateURI({ issuer: ISSUER, label: admin.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * The password and a code from the new secret turn it on; the recovery codes come back once, and every other
 * sign-in of this account ends (it began without the second factor).
 */
export async function confirmEnrolment(
  deps: ServiceDeps,
  superAdminId: string,
  body: { code: string; currentPassword: string },
  attempts: SecondFactorAttempts,
  sessionId?: string,
): Promise<string[]> {
  const admin = await adminRow(deps, superAdminId);
  await checkCurrentPassword(admin.passwordHash, body.currentPassword, attempts.password);
  const row = await factorRow(deps.db, superAdminId);
  if (row?.confirmedAt) throw conflict(MESSAGES.secondFactorAlreadyOn);
  const fresh = row && deps.clock().getTime() - row.createdAt.getTime() <= ENROLMENT_TTL_SECONDS * 1000;
  if (!row || !fresh) throw conflict(MESSAGES.secondFactorNotStarted);
  await consume(attempts.codes);
  const step = await acceptTotp(deps, superAdminId, row.secret, row.lastStep, body.code);
  if (step === undefined || !(await recordStep(deps, superAdminId, step, true))) throw invalidCode();
  await forgive(attempts.codes);
  const codes = await newRecoveryCodes(deps, superAdminId);
  await revokeAllFor(deps, ROLE, superAdminId, sessionId);
  return codes;
}

async function checkPasswordAndCode(
  deps: ServiceDeps,
  superAdminId: string,
  body: { code: string; currentPassword: string },
  attempts: SecondFactorAttempts,
) {
  const admin = await adminRow(deps, superAdminId);
  await checkCurrentPassword(admin.passwordHash, body.currentPassword, attempts.password);
  if (!(await hasSecondFactor(deps.db, superAdminId))) throw conflict(MESSAGES.secondFactorNotOn);
  if (!(await checkCode(deps, superAdminId, body.code, attempts.codes))) throw invalidCode();
}

export async function disableSecondFactor(
  deps: ServiceDeps,
  superAdminId: string,
  body: { code: string; currentPassword: string },
  attempts: SecondFactorAttempts,
): Promise<void> {
  await checkPasswordAndCode(deps, superAdminId, body, attempts);
  await deps.db.transaction(async (tx) => {
    await tx.delete(superAdminSecondFactors).where(eq(superAdminSecondFactors.superAdminId, superAdminId));
    await tx.delete(superAdminRecoveryCodes).where(eq(superAdminRecoveryCodes.superAdminId, superAdminId));
    await tx.delete(secondFactorTickets).where(eq(secondFactorTickets.superAdminId, superAdminId));
  });
}

export async function regenerateRecoveryCodes(
  deps: ServiceDeps,
  superAdminId: string,
  body: { code: string; currentPassword: string },
  attempts: SecondFactorAttempts,
): Promise<string[]> {
  await checkPasswordAndCode(deps, superAdminId, body, attempts);
  return newRecoveryCodes(deps, superAdminId);
}

/** The password step's answer once TOTP is on: a random ticket, only its hash kept, bound to the account. */
export async function issueTicket(deps: ServiceDeps, superAdminId: string) {
  const ticket = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + TICKET_TTL_SECONDS * 1000);
  const t = secondFactorTickets;
  // Old tickets of this account go: a ticket is only ever needed for the sign-in in progress.
  await deps.db.delete(t).where(and(eq(t.superAdminId, superAdminId), lt(t.expiresAt, now)));
  await deps.db.insert(t).values({ superAdminId, tokenHash: sha256(ticket), createdAt: now, expiresAt });
  return { secondFactorTicket: ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * The code step: a live ticket and a code of its account. Every try counts against the ticket (it takes at most
 * TICKET_MAX_FAILURES) and each wrong one against the account; a right one uses the ticket up. The account's id, or a 401.
 */
export async function redeemTicket(
  deps: ServiceDeps,
  body: { ticket: string; code: string },
  attemptsFor: (superAdminId: string) => PasswordAttempts,
  onWrongCode: (superAdminId: string) => Promise<void> = async () => {},
): Promise<string> {
  const t = secondFactorTickets;
  const now = deps.clock();
  // Counted before the code is checked (increment, then check), so concurrent guesses cannot pass the ticket's cap.
  const [ticket] = await deps.db
    .update(t)
    .set({ failures: sql`${t.failures} + 1` })
    .where(and(eq(t.tokenHash, sha256(body.ticket)), isNull(t.usedAt), gt(t.expiresAt, now), lt(t.failures, TICKET_MAX_FAILURES)))
    .returning({ id: t.id, superAdminId: t.superAdminId });
  if (!ticket) throw unauthorized(MESSAGES.secondFactorInvalidTicket);
  if (!(await checkCode(deps, ticket.superAdminId, body.code, attemptsFor(ticket.superAdminId)))) {
    await onWrongCode(ticket.superAdminId);
    throw unauthorized(MESSAGES.secondFactorInvalidCode);
  }
  const used = await deps.db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, ticket.id), isNull(t.usedAt)))
    .returning({ id: t.id });
  if (used.length !== 1) throw unauthorized(MESSAGES.secondFactorInvalidTicket);
  return ticket.superAdminId;
}

/**
 * The wrong codes entered for the account since its previous sign-in (its newest session's start; the last 30 days
 * for a first one), to tell the super admin who signs in now (issue 38 item 1); undefined when there were none.
 */
export async function failedCodesSinceLastSignIn(deps: ServiceDeps, superAdminId: string): Promise<{ count: number; lastAt: string; lastFrom: string } | undefined> {
  const [previous] = await deps.db
    .select({ at: sql<Date | string | null>`max(${refreshTokens.sessionStartedAt})` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userType, 'super-admin'), eq(refreshTokens.userId, superAdminId)));
  const since = previous?.at ? new Date(previous.at) : new Date(deps.clock().getTime() - 30 * 86_400_000);
  const where = and(eq(auditEvents.action, 'super_admin.second_factor_failed'), eq(auditEvents.targetType, 'super_admin'), eq(auditEvents.targetId, superAdminId), gt(auditEvents.at, since));
  const [counted] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(auditEvents).where(where);
  if (!counted || counted.count === 0) return undefined;
  const [last] = await deps.db.select({ at: auditEvents.at, ip: auditEvents.ip }).from(auditEvents).where(where).orderBy(desc(auditEvents.at)).limit(1);
  return { count: counted.count, lastAt: last!.at.toISOString(), lastFrom: last!.ip };
}
