import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../errors';
import { clientHash, clientLabel, type ClientInfo } from './client-label';

// Opaque refresh tokens `<id>.<secret>`: only a sha256 of the whole token is stored. Each sign-in is a family of
// tokens, one replacing the other on every refresh; the family ends at an absolute time from the sign-in or after an
// idle time without a refresh, whichever comes first (docs/decisions/0031).

interface Deps {
  db: Db;
  clock: () => Date;
  /** Seconds a family lasts at most from its sign-in. */
  refreshTokenTtl: number;
  /** Seconds without a refresh that end a family (defaults to the absolute lifetime). */
  refreshTokenIdleTtl?: number;
  /** Seconds in which a just-rotated token may be used again by the same client (defaults to none). */
  refreshReuseGrace?: number;
  /** The server's signing key: a token's successor is derived from it and the token, so a reuse gets the same one. */
  jwtSecret?: string;
}

/** What a family remembers of its sign-in; copied to every successor. */
export interface SessionStart {
  client?: ClientInfo;
  /** The screen that started this sign-in with a device code. */
  deviceId?: string;
}

interface Family {
  familyId: string;
  startedAt: Date;
  expiresAt: Date;
  client: string | null;
  deviceId: string | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A token's one successor, derived from the server's key and the token itself (issue 38 item 3): whoever presents a
 * just-rotated token inside the grace gets the very token its first use was given, never a second member of the
 * family. Without a key (a test's bare deps) the successor is random and a reuse is refused.
 */
function successorOf(key: string | undefined, token: string): string | undefined {
  if (!key) return undefined;
  const mac = (label: string) => createHmac('sha256', key).update(`${label}:${token}`).digest();
  return `${mac('refresh-successor-id').subarray(0, 12).toString('hex')}.${mac('refresh-successor').toString('base64url')}`;
}
const ms = (seconds: number) => seconds * 1000;

/** A new family (a sign-in), or its next token when `family` is given; `start.client` is the asking request's. */
export async function issueRefreshToken(
  deps: Deps,
  owner: { role: Role; userId: string },
  familyId: string = newId(),
  start: SessionStart = {},
  family?: Family,
  given?: string,
): Promise<string> {
  const token = given ?? `${newId()}.${randomBytes(32).toString('base64url')}`;
  const id = token.split('.')[0]!;
  const now = deps.clock();
  const f: Family = family ?? {
    familyId,
    startedAt: now,
    expiresAt: new Date(now.getTime() + ms(deps.refreshTokenTtl)),
    client: clientLabel(start.client?.userAgent),
    deviceId: start.deviceId ?? null,
  };
  const idle = now.getTime() + ms(deps.refreshTokenIdleTtl ?? deps.refreshTokenTtl);
  await deps.db.insert(refreshTokens).values({
    id,
    userType: owner.role,
    userId: owner.userId,
    familyId: f.familyId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(Math.min(idle, f.expiresAt.getTime())),
    sessionStartedAt: f.startedAt,
    sessionExpiresAt: f.expiresAt,
    client: f.client,
    clientHash: clientHash(start.client?.userAgent),
    deviceId: f.deviceId,
  });
  return token;
}

/**
 * The token's successor, once. A token used again is reuse and ends its family, except within the reuse grace when
 * the asking client is the one that rotated it (two tabs of one browser refreshing at the same moment): that caller
 * gets the same successor again (`successorOf`), so a reuse never branches the session. Past the family's absolute or
 * idle end → 401 as for any invalid token.
 */
export async function rotateRefreshToken(
  deps: Deps,
  role: Role,
  token: string,
  client: ClientInfo = {},
): Promise<{ userId: string; refreshToken: string; familyId: string }> {
  const invalid = unauthorized(MESSAGES.invalidRefreshToken);
  const id = token.split('.')[0] ?? '';
  if (!/^[0-9a-f]{24}$/.test(id)) throw invalid;
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  if (!row || row.userType !== role || !sameHash(row.tokenHash, sha256(token))) throw invalid;
  if (row.revokedAt) throw invalid;
  const now = deps.clock();
  const family: Family = {
    familyId: row.familyId,
    startedAt: row.sessionStartedAt ?? row.createdAt,
    // A token from before 0031 knows no sign-in time: its family ends when it would have.
    expiresAt: row.sessionExpiresAt ?? row.expiresAt,
    client: row.client,
    deviceId: row.deviceId,
  };
  const alive = row.expiresAt.getTime() > now.getTime() && family.expiresAt.getTime() > now.getTime();
  const owner = { role, userId: row.userId };
  const grace = ms(deps.refreshReuseGrace ?? 0);
  const refreshToken = await deps.db.transaction(async (tx) => {
    const successor = successorOf(deps.jwtSecret, token);
    const next = () => issueRefreshToken({ ...deps, db: tx }, owner, row.familyId, { client }, family, successor);
    if (!row.rotatedAt) {
      if (!alive) return 'expired' as const;
      // Conditional update: of two concurrent uses only one wins; the loser is looked at as a reuse below.
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length > 0) return next();
    }
    const [again] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id));
    const rotatedAt = again?.rotatedAt;
    if (!again || again.revokedAt || !rotatedAt || !alive) return null;
    if (grace === 0 || now.getTime() - rotatedAt.getTime() > grace) return null;
    // The same client as the one that rotated it gets what that rotation issued: the successor, still in its family.
    if (!successor) return null;
    const [child] = await tx
      .select({ tokenHash: refreshTokens.tokenHash, clientHash: refreshTokens.clientHash, revokedAt: refreshTokens.revokedAt, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, successor.split('.')[0]!));
    if (!child || child.revokedAt || child.familyId !== row.familyId || !sameHash(child.tokenHash, sha256(successor))) return null;
    if (child.clientHash !== clientHash(client.userAgent)) return null;
    return successor;
  });
  if (refreshToken === 'expired') throw invalid;
  if (refreshToken === null) {
    await revokeFamily(deps, row.familyId);
    throw invalid;
  }
  return { userId: row.userId, refreshToken, familyId: row.familyId };
}

export async function revokeFamily(deps: Pick<Deps, 'db' | 'clock'>, familyId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllFor(
  deps: Pick<Deps, 'db' | 'clock'>,
  role: Role,
  userId: string,
  exceptFamily?: string,
): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(
      and(
        eq(refreshTokens.userType, role),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamily === undefined ? undefined : ne(refreshTokens.familyId, exceptFamily),
      ),
    );
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
