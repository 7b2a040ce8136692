import { MESSAGES } from '@contract/messages';
import type { CitizenSession } from '@contract/metaverse-user';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { revokeAllFor, revokeFamily } from '../../auth/refresh-tokens';
import type { ServiceDeps } from '../../deps';
import { devices, refreshTokens } from '../../db/schema';
import { notFound } from '../../errors';
import { ROLE } from './rows';

// A citizen's sign-ins (docs/decisions/0031): each live refresh-token family is one session. A family's live head is
// its newest token that is neither rotated nor revoked nor past its (idle or absolute) end.

export async function listSessions(deps: ServiceDeps, userId: string, currentSessionId?: string): Promise<CitizenSession[]> {
  const now = deps.clock();
  const rows = await deps.db
    .select({
      familyId: refreshTokens.familyId,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      sessionStartedAt: refreshTokens.sessionStartedAt,
      sessionExpiresAt: refreshTokens.sessionExpiresAt,
      client: refreshTokens.client,
      deviceId: devices.id,
      deviceName: devices.name,
      devicePlatform: devices.platform,
    })
    .from(refreshTokens)
    .leftJoin(devices, eq(devices.id, refreshTokens.deviceId))
    .where(
      and(
        eq(refreshTokens.userType, ROLE),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id));
  // Two tabs refreshing within the reuse grace leave a family with two heads: one session, its newest head.
  const seen = new Set<string>();
  const sessions: CitizenSession[] = [];
  for (const row of rows) {
    if (seen.has(row.familyId)) continue;
    seen.add(row.familyId);
    sessions.push({
      _id: row.familyId,
      current: row.familyId === currentSessionId,
      device: row.deviceId ? { _id: row.deviceId, name: row.deviceName ?? '', platform: row.devicePlatform ?? '' } : null,
      client: row.client,
      signedInAt: (row.sessionStartedAt ?? row.createdAt).toISOString(),
      lastActiveAt: row.createdAt.toISOString(),
      expiresAt: (row.sessionExpiresAt ?? row.expiresAt).toISOString(),
    });
  }
  return sessions;
}

/** End one live session of the caller's; anything else (another citizen's, ended, unknown) is 404. */
export async function endUserSession(deps: ServiceDeps, userId: string, sessionId: string): Promise<void> {
  const id = sessionId.toLowerCase();
  const live = await listSessions(deps, userId);
  if (!live.some((s) => s._id === id)) throw notFound(MESSAGES.sessionNotFound);
  await revokeFamily(deps, id);
}

/** End every session of the caller's, the current one included. */
export async function endAllUserSessions(deps: ServiceDeps, userId: string): Promise<void> {
  await revokeAllFor(deps, ROLE, userId);
}
