import { NO_OWNER_TEXT } from '../lib/lead-status-words';

/** A lead's owner by name, or a muted 'Unassigned' (never 'Nobody', as if that were an owner). */
export function OwnerName({ owner }: { owner: { name: string } | null }) {
  return owner ? <>{owner.name}</> : <span className="text-slate-400">{NO_OWNER_TEXT}</span>;
}
