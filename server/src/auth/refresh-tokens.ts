import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../errors';

// Opaque refresh tokens `<id>.<secret>`: only a sha256 of the whole token is stored.

interface Deps {
  db: Db;
  clock: () => Date;
  refreshTokenTtl: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function issueRefreshToken(
  deps: Deps,
  owner: { role: Role; userId: string },
  familyId: string = newId(),
): Promise<string> {
  const id = newId();
  const token = `${id}.${randomBytes(32).toString('base64url')}`;
  const now = deps.clock();
  await deps.db.insert(refreshTokens).values({
    id,
    userType: owner.role,
    userId: owner.userId,
    familyId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
  });
  return token;
}

export async function rotateRefreshToken(
  deps: Deps,
  role: Role,
  token: string,
): Promise<{ userId: string; refreshToken: string; familyId: string }> {
  const invalid = unauthorized(MESSAGES.invalidRefreshToken);
  const id = token.split('.')[0] ?? '';
  if (!/^[0-9a-f]{24}$/.test(id)) throw invalid;
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  if (!row || row.userType !== role || !sameHash(row.tokenHash, sha256(token))) throw invalid;
  if (row.revokedAt) throw invalid;
  const now = deps.clock();
  if (row.rotatedAt) {
    await revokeFamily(deps, row.familyId);
    throw invalid;
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw invalid;
  // Conditional update: of two concurrent uses only one wins; the loser is treated as reuse.
  const refreshToken = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return issueRefreshToken({ ...deps, db: tx }, { role, userId: row.userId }, row.familyId);
  });
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
