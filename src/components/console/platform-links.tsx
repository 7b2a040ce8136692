import { linkClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PLATFORMS } from '@contract/constants';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseLinks = ReplyOf<'metaverseGet'>['data']['metaverse']['links'];

function UrlOrNone({ url, label }: { url: string | undefined; label: string }) {
  if (!url) return <span className="text-slate-400">Not set</span>;
  return (
    <a href={url} aria-label={`${label}: ${url}`} className={`${linkClass.inline} break-all`}>
      {url}
    </a>
  );
}

export function PlatformLinks({ links }: { links: MetaverseLinks }) {
  const set = PLATFORMS.filter((p) => links[p]?.build || links[p]?.assets);
  if (set.length === 0) return <EmptyState>No platform links yet</EmptyState>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {set.map((platform) => (
        <div key={platform} className="min-w-0 rounded-lg border border-slate-700 p-4">
          <dt className="text-sm font-semibold text-accent">{platform}</dt>
          <dd className="mt-2 flex flex-col gap-1 text-sm text-slate-200">
            <span>
              Build: <UrlOrNone url={links[platform]?.build} label={`${platform} build`} />
            </span>
            <span>
              Assets: <UrlOrNone url={links[platform]?.assets} label={`${platform} assets`} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
