import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import type { ListTotal } from '../api/get-list-totals';

export type StatValue = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & ListTotal);

export const COUNT_UNAVAILABLE = 'Unavailable';

export function countText({ total, estimated }: ListTotal): string {
  const n = formatCount(total);
  return estimated ? `about ${n}` : n;
}

const cardClass = 'flex h-full flex-col gap-2 rounded-2xl border border-white/10 bg-ink-soft p-5 transition hover:border-accent';

export function StatCard({ label, to, value }: { label: string; to: string; value: StatValue }) {
  const content = (
    <>
      <span className="text-sm text-slate-300">{label}</span>
      {value.status === 'loading' ? (
        <span className="flex h-9 items-center">
          <span className="sr-only">Loading</span>
          <Skeleton className="h-7 w-20" />
        </span>
      ) : (
        <span className="text-2xl font-bold [overflow-wrap:anywhere] text-white sm:text-3xl">{value.status === 'ready' ? countText(value) : COUNT_UNAVAILABLE}</span>
      )}
    </>
  );
  const busy = value.status === 'loading' || undefined;
  return (
    <li>
      {to.startsWith('#') ? (
        // A native in-page link: the browser also moves the keyboard's starting point.
        <a href={to} aria-busy={busy} className={cardClass}>
          {content}
        </a>
      ) : (
        <Link to={to} aria-busy={busy} className={cardClass}>
          {content}
        </Link>
      )}
    </li>
  );
}
