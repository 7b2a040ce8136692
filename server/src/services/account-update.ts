import type { Role } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { assertNewPassword } from '../auth/password-policy';
import { checkCurrentPassword, hashPassword, type PasswordAttempts } from '../auth/passwords';
import { revokeAllFor } from '../auth/refresh-tokens';
import type { ServiceDeps } from '../deps';
import { conflict, isUniqueViolation } from '../errors';
import { missingAccount, type Who } from './access';

type Transaction = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

/** What changes an account's credentials; the other fields of a patch are the table's own business. */
export interface CredentialsPatch {
  email?: string;
  password?: string;
  currentPassword?: string;
}

export interface AccountChanges {
  name?: string;
  phoneNumber?: string;
  email?: string;
  passwordHash?: string;
  updatedAt: Date;
}

/** One account table with a password, as the update flow needs it. */
export interface AccountTable<Row> {
  role: Role;
  notFoundMessage: string;
  find(id: string): Promise<(Row & { passwordHash: string; email: string; name: string }) | undefined>;
  findByEmail(email: string): Promise<{ id: string } | undefined>;
  write(tx: Transaction, id: string, changes: AccountChanges): Promise<Row | undefined>;
  /** In the change's transaction, after the password or email changed (its reset links die, docs/decisions/0034). */
  credentialsChanged?(tx: Transaction, id: string): Promise<void>;
}

/** Update an account that signs in with a password (super admins, dashboard users) (docs/decisions/0015). */
export async function updateAccount<Row>(
  deps: ServiceDeps,
  table: AccountTable<Row>,
  id: string,
  patch: CredentialsPatch & Pick<AccountChanges, 'name' | 'phoneNumber'>,
  options: { who: Who; sessionId?: string; attempts?: PasswordAttempts },
): Promise<Row> {
  const { who, sessionId, attempts } = options;
  const existing = await table.find(id);
  if (!existing) throw missingAccount(who, table.notFoundMessage);
  // The policy knows the account's email and name (the new ones when they change too), docs/decisions/0034.
  assertNewPassword(patch.password, { email: patch.email ?? existing.email, name: patch.name ?? existing.name });
  const bySelf = who === 'self' && (patch.password !== undefined || patch.email !== undefined);
  if (bySelf) await checkCurrentPassword(existing.passwordHash, patch.currentPassword, attempts);
  if (patch.email) {
    const other = await table.findByEmail(patch.email);
    if (other && other.id !== id) throw conflict(MESSAGES.conflictEmail);
  }
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const updated = await table.write(tx, id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.phoneNumber !== undefined && { phoneNumber: patch.phoneNumber }),
        ...(patch.email !== undefined && { email: patch.email.toLowerCase() }),
        ...(passwordHash !== undefined && { passwordHash }),
        updatedAt: deps.clock(),
      });
      if (!updated) throw missingAccount(who, table.notFoundMessage);
      if (passwordHash !== undefined || patch.email !== undefined) await table.credentialsChanged?.(tx, id);
      if (bySelf) {
        await revokeAllFor({ db: tx, clock: deps.clock }, table.role, id, sessionId);
      } else if (passwordHash !== undefined) {
        await revokeAllFor({ db: tx, clock: deps.clock }, table.role, id);
      }
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race for the same email
    throw err;
  }
}
