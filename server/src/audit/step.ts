import type { EndpointName } from '@contract/endpoint-routing';
import type { Context } from 'hono';
import type { AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { auditContextOf, diffFields, recordAudit } from './record';
import { isConsoleRole, recipeOf, type AuditRequest } from './recipes';
import { snapshots } from './snapshots';

/**
 * Runs a console change and records it (docs/decisions/0052): reads the target, runs `change`, reads it again and
 * appends the fields that differ. A failed change records nothing. A write that fails to record is logged, not
 * undone: the change has committed and the reply tells the truth about it.
 */
export async function audited<T>(
  deps: AppDeps,
  c: Context<AppEnv>,
  name: EndpointName,
  auth: AuthContext | null,
  request: { params: unknown; body: unknown },
  change: () => Promise<T>,
  replyOf: (result: T) => unknown,
): Promise<T> {
  const recipe = recipeOf(name);
  if (!recipe || !auth || !isConsoleRole(auth.role)) return change();
  const req: AuditRequest = { params: (request.params ?? {}) as Record<string, string>, body: request.body, userId: auth.userId };
  const load = (id: string) => (recipe.load ? recipe.load(deps.db, req, id) : snapshots[recipe.target](deps.db, id));
  const id = recipe.id?.(req);
  // Read first: a deleted account is still named as it was.
  const ctx = await auditContextOf(deps, c, auth);
  const before = id ? await load(id) : null;
  const result = await change();
  try {
    const reply = replyOf(result);
    const targetId = id ?? recipe.created?.(reply);
    if (!targetId) return result;
    const after = await load(targetId);
    const changes = { ...diffFields(before?.fields ?? null, after?.fields ?? null), ...recipe.extra?.(req, reply) };
    if (Object.keys(changes).length === 0 && !recipe.always) return result;
    const action = typeof recipe.action === 'function' ? recipe.action(changes, reply) : recipe.action;
    if (!action) return result;
    const label = after?.label ?? before?.label ?? targetId;
    await recordAudit(deps.db, ctx, { action, target: { type: recipe.target, id: targetId, label }, changes });
  } catch (err) {
    deps.logger.error('audit event not recorded', { endpoint: name, error: String(err) });
  }
  return result;
}
