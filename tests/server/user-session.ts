import { randomBytes } from 'node:crypto';
import { UserLoginReplySchema } from '@contract/metaverse-user';
import { expect } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseMemberships, metaverses } from '../../server/src/db/schema';
import { localGoogleToken } from './email-code';
import type { TestApp } from './helpers';

/** An identity token from the local account chooser (IDENTITY_PROVIDER=local), its mailed code read from the mail. */
export { localGoogleToken } from './email-code';

/** Sign a metaverse user in through the local Google-like chooser and `POST user`; a new email makes a new user. */
export async function loginMetaverseUser(t: TestApp, fields: Partial<{ email: string; name: string }> = {}) {
  const email = fields.email ?? `city-${randomBytes(4).toString('hex')}@example.com`;
  const token = await localGoogleToken(t, email, fields.name ?? 'City Person');
  const res = await t.request('POST', '/api/user', { body: { token, provider: 'google' } });
  expect(res.status, res.text).toBe(200);
  return { email, ...UserLoginReplySchema.parse(res.body).data };
}

/** A metaverse written straight to the database, optionally joined by some users (oldest membership first). */
export async function givenMetaverse(t: TestApp, name: string, members: string[] = []) {
  const now = t.clock();
  const [row] = await t.deps.db
    .insert(metaverses)
    .values({ id: newId(), name, description: `${name} description`, createdAt: now, updatedAt: now })
    .returning();
  for (const [i, userId] of members.entries()) {
    await t.deps.db.insert(metaverseMemberships).values({
      id: newId(),
      metaverseId: row!.id,
      userId,
      createdAt: new Date(now.getTime() + i),
    });
  }
  return row!;
}
