import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@contract/messages';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../deps';
import { appendToOutbox } from '../data-dir';
import { newId } from '../db/ids';
import { phoneVerifications, usedIdentityTokens, VERIFICATION_CHANNELS } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { verifyProof } from '../human-check';
import type { Logger } from '../logger';
import { withinCap } from '../rate-limit/db-counter';
import { normalizeEmail } from '../rate-limit/normalize-email';
import type { IdentityVerifier, VerifiedIdentity } from './identity';

// The offline identity provider (IDENTITY_PROVIDER=local) (docs/decisions/0014).

export const LOCAL_IDENTITY_ISSUER = 'eternity-local-identity';
export const LOCAL_IDENTITY_AUDIENCE = 'local-identity';
/** Seconds an identity token is good for: long enough to post it to `POST user`, no longer. */
export const LOCAL_ID_TOKEN_TTL = 300;
/** One-time codes (SMS and mail alike): 6 digits, 5 minutes, 5 tries; at most 5 codes per address per 10 minutes. */
export const PHONE_CODE_TTL = 300;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_SENDS_PER_WINDOW = 5;
export const PHONE_SEND_WINDOW = 600;
export const EMAIL_CODE_SUBJECT = 'Your Eternity City sign-in code';

export interface LocalIdentity extends IdentityVerifier {
  readonly kind: 'local';
  readonly testPhones: Readonly<Record<string, string>>;
  issue(identity: VerifiedIdentity): Promise<string>;
}

export interface LocalIdentityOptions {
  testPhones: Record<string, string>;
  logger: Logger;
  /** HMAC key for identity tokens; random per process unless given (main.ts derives one from JWT_SECRET). */
  secret?: string;
  clock?: () => Date;
}

export function createLocalIdentity(options: LocalIdentityOptions): LocalIdentity {
  const key = new TextEncoder().encode(options.secret ?? randomBytes(32).toString('hex'));
  const clock = options.clock ?? (() => new Date());
  return {
    kind: 'local',
    testPhones: { ...options.testPhones },
    async issue(identity) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({
        typ: 'id',
        provider: identity.provider,
        ...(identity.email !== undefined && { email: identity.email, email_verified: identity.emailVerified === true }),
        ...(identity.phoneNumber !== undefined && { phone_number: identity.phoneNumber }),
        ...(identity.name !== undefined && { name: identity.name }),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(identity.subject)
        .setIssuer(LOCAL_IDENTITY_ISSUER)
        .setAudience(LOCAL_IDENTITY_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + LOCAL_ID_TOKEN_TTL)
        .setJti(randomBytes(16).toString('base64url'))
        .sign(key);
    },
    async verify(provider, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: LOCAL_IDENTITY_ISSUER,
          audience: LOCAL_IDENTITY_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        if (payload.typ !== 'id' || payload.provider !== provider) return null;
        if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
        if (typeof payload.jti !== 'string' || payload.jti.length === 0 || typeof payload.exp !== 'number') return null;
        const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
        return {
          provider,
          subject: payload.sub,
          email: str(payload.email),
          emailVerified: payload.email_verified === true,
          phoneNumber: str(payload.phone_number),
          name: str(payload.name),
          singleUse: { tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) },
        };
      } catch {
        return null;
      }
    },
  };
}

/**
 * Spend a single-use identity token (docs/decisions/0035): true the first time, false ever after, on every instance
 * (the record is in the database; the primary key settles concurrent uses). Spent records are deleted once the
 * tokens they name have expired, since an expired token is refused anyway. Tokens without `singleUse` pass.
 */
export async function spendIdentityToken(deps: Pick<AppDeps, 'db' | 'clock'>, identity: VerifiedIdentity): Promise<boolean> {
  if (!identity.singleUse) return true;
  const now = deps.clock();
  await deps.db.delete(usedIdentityTokens).where(lt(usedIdentityTokens.expiresAt, now));
  const [spent] = await deps.db
    .insert(usedIdentityTokens)
    .values({ tokenId: identity.singleUse.tokenId, usedAt: now, expiresAt: identity.singleUse.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedIdentityTokens.tokenId });
  return spent !== undefined;
}

export const isLocalIdentity = (identity: IdentityVerifier): identity is LocalIdentity => identity.kind === 'local';

type LocalDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'identity' | 'mailer'>;
type Channel = (typeof VERIFICATION_CHANNELS)[number];

function localOnly(deps: LocalDeps): LocalIdentity {
  if (!isLocalIdentity(deps.identity)) throw notFound();
  return deps.identity;
}

const codeHash = (verificationId: string, code: string) =>
  createHash('sha256').update(`${verificationId}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * SPEC 2.4's invisible human check on the code sends (docs/decisions/0038): a browser always has a proof, so none or a
 * bad one is refused, before anything is counted against the number or inbox.
 */
async function requireHuman(deps: LocalDeps, proof: string | undefined): Promise<void> {
  if ((await verifyProof(deps, proof)) !== 'passed') throw badRequest(MESSAGES.humanCheckFailed);
}

export async function sendPhoneCode(
  deps: LocalDeps,
  phoneNumber: string,
  humanCheck: string | undefined,
): Promise<{ verificationId: string }> {
  const local = localOnly(deps);
  await requireHuman(deps, humanCheck);
  const now = deps.clock();
  const fixed = local.testPhones[phoneNumber];
  if (fixed === undefined) await capSends(deps, `sms-send:${phoneNumber}`);
  const code = fixed ?? randomCode();
  const id = await storeCode(deps, { channel: 'phone', phoneNumber }, code);
  if (fixed === undefined) {
    // The log carries the code only where it is how the evaluator signs in: never in a deployment.
    const shown = deps.config.appMode === 'local' ? { code } : {};
    deps.logger.info('local identity: one-time code sent', { phoneNumber, ...shown, verificationId: id });
    await appendSms(deps.config.dataDir, { time: now.toISOString(), to: phoneNumber, text: `Your Eternity City code is ${code}` });
  } else {
    deps.logger.info('local identity: test phone number, fixed code', { phoneNumber, verificationId: id });
  }
  return { verificationId: id };
}

const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** At most PHONE_SENDS_PER_WINDOW codes to one number or inbox: counted, then checked (docs/decisions/0033). */
async function capSends(deps: LocalDeps, key: string): Promise<void> {
  await withinCap(deps, key, PHONE_SENDS_PER_WINDOW, PHONE_SEND_WINDOW);
}

async function storeCode(
  deps: LocalDeps,
  to: { channel: Channel; phoneNumber?: string; email?: string; name?: string },
  code: string,
): Promise<string> {
  const now = deps.clock();
  const id = newId();
  await deps.db
    .delete(phoneVerifications)
    .where(lt(phoneVerifications.createdAt, new Date(now.getTime() - PHONE_SEND_WINDOW * 1000)));
  await deps.db.insert(phoneVerifications).values({
    id,
    ...to,
    codeHash: codeHash(id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL * 1000),
  });
  return id;
}

export async function verifyPhoneCode(
  deps: LocalDeps,
  input: { verificationId: string; code: string },
): Promise<{ idToken: string }> {
  const local = localOnly(deps);
  const row = await useCode(deps, 'phone', input);
  const idToken = await local.issue({ provider: 'phone', subject: row.phoneNumber, phoneNumber: row.phoneNumber });
  return { idToken };
}

/** Use up a code of `channel`: 400 when unknown, of the other channel, expired, used or wrong; 429 from the 6th try. */
async function useCode(deps: LocalDeps, channel: Channel, input: { verificationId: string; code: string }) {
  const now = deps.clock();
  const invalid = badRequest(MESSAGES.invalidPhoneCode);
  const [row] = await deps.db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.id, input.verificationId), eq(phoneVerifications.channel, channel)));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw invalid;
  // Count the try first and conditionally, so concurrent guesses cannot exceed the cap.
  const [counted] = await deps.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, row.id),
        isNull(phoneVerifications.consumedAt),
        lt(phoneVerifications.attempts, PHONE_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: phoneVerifications.id });
  if (!counted) throw new HttpError(429, MESSAGES.tooManyRequests);
  if (!sameHash(row.codeHash, codeHash(row.id, input.code))) throw invalid;
  const [consumed] = await deps.db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(and(eq(phoneVerifications.id, row.id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  if (!consumed) throw invalid;
  return row;
}

/** Account chooser step 1: a code mailed to the email, never in the reply or the log (docs/decisions/0014). */
export async function sendEmailCode(
  deps: LocalDeps,
  input: { email: string; name: string; humanCheck?: string },
): Promise<{ verificationId: string }> {
  localOnly(deps);
  await requireHuman(deps, input.humanCheck);
  const email = input.email.toLowerCase();
  // The cap counts the inbox: `Name+1@x.example` and `name@x.example` are one (and Gmail ignores dots).
  await capSends(deps, `email-code-send:${normalizeEmail(email)?.address ?? email}`);
  const code = randomCode();
  const id = await storeCode(deps, { channel: 'email', email, name: input.name }, code);
  await deps.mailer.send({
    to: email,
    subject: EMAIL_CODE_SUBJECT,
    text:
      `Your Eternity City sign-in code is ${code}.\n\n` +
      `It works once, within ${PHONE_CODE_TTL / 60} minutes. If you did not ask to sign in, ignore this mail.`,
  });
  deps.logger.info('local identity: email code sent', { verificationId: id });
  return { verificationId: id };
}

export async function verifyEmailCode(
  deps: LocalDeps,
  input: { verificationId: string; code: string },
): Promise<{ idToken: string }> {
  const local = localOnly(deps);
  const row = await useCode(deps, 'email', input);
  const idToken = await local.issue({
    provider: 'google',
    subject: row.email,
    email: row.email,
    emailVerified: true,
    name: row.name,
  });
  return { idToken };
}

async function appendSms(dataDir: string, message: { time: string; to: string; text: string }): Promise<void> {
  await appendToOutbox(dataDir, `${JSON.stringify({ kind: 'sms', ...message })}\n`);
}
