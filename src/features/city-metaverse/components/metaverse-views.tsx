import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CityMetaverse } from '../api/get-city-metaverse';
import { downloadsOf } from './platforms';

/**
 * The least a WebGL build needs (docs/decisions/0035): its scripts; its own origin (a build loads its data files and
 * caches them in IndexedDB, which an opaque origin cannot); pointer lock for mouse look. No top navigation, popups,
 * forms, modals or downloads: a build cannot take the page anywhere. Full screen and XR come through `allow`.
 */
const WEB_BUILD_SANDBOX = 'allow-scripts allow-same-origin allow-pointer-lock';

export function WebBuildFrame({ metaverse, url }: { metaverse: CityMetaverse; url: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  return (
    <section aria-labelledby="metaverse-name" className="flex flex-col">
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-white/10 bg-slate-950 px-4 py-1.5">
        <h1 id="metaverse-name" className="text-lg font-semibold text-white">
          {metaverse.name}
        </h1>
        {canFullscreen ? (
          <button type="button" className={buttonClass.ghost} onClick={() => void frame.current?.requestFullscreen().catch(() => undefined)}>
            Full screen
          </button>
        ) : null}
      </div>
      <iframe
        ref={frame}
        src={url}
        title={`${metaverse.name}: the 3D city`}
        className="block h-[calc(100dvh-7rem)] min-h-[26rem] w-full border-0 bg-[#0b0d17]"
        sandbox={WEB_BUILD_SANDBOX}
        allow="fullscreen; xr-spatial-tracking; gamepad"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}

export function NoWebBuild({ metaverse }: { metaverse: CityMetaverse }) {
  const downloads = downloadsOf(metaverse.links);
  return (
    <section aria-labelledby="metaverse-name" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 id="metaverse-name" className="text-3xl font-bold text-white sm:text-4xl">
        {metaverse.name}
      </h1>
      {metaverse.description ? <p className="mt-4 max-w-2xl text-lg text-slate-300">{metaverse.description}</p> : null}
      <p className="mt-6 rounded-lg border border-amber-400/60 bg-amber-500/10 px-4 py-3 text-amber-100">
        The web build of {metaverse.name} is not available, so it cannot be played in the browser.
        {downloads.length > 0 ? ' Download it for your device below.' : ''}
      </p>
      <h2 className="mt-10 text-xl font-semibold text-white">Downloads</h2>
      {downloads.length === 0 ? (
        <p className="mt-3 text-slate-300">No downloads are published for {metaverse.name} yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {downloads.map((d) => (
            <li key={d.platform} className="rounded-lg border border-white/10 bg-white/5 p-4">
              <h3 className="font-semibold text-white">{d.name}</h3>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {d.build ? (
                  <a className="text-accent underline underline-offset-4 hover:no-underline" href={d.build} target="_blank" rel="noopener noreferrer">
                    Download for {d.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                {d.assets ? (
                  <a className="text-slate-200 underline underline-offset-4 hover:no-underline" href={d.assets} target="_blank" rel="noopener noreferrer">
                    Assets for {d.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MetaverseSkeleton({ label }: { label: string }) {
  return (
    <section aria-busy="true" aria-label={label} className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-5 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-5/6" />
      <Skeleton className="mt-10 h-40 w-full" />
    </section>
  );
}

export function MetaverseMissing() {
  return (
    <section aria-labelledby="missing-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h1 id="missing-heading" className="text-3xl font-bold text-white">
        This metaverse does not exist
      </h1>
      <p className="mt-4 text-lg text-slate-300">The link may be old, or the metaverse was removed.</p>
      <Link to="/" className={`${buttonClass.secondary} mt-8`}>
        Back to the home page
      </Link>
    </section>
  );
}
