import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isChunkLoadError, recoverFromChunkError, retryChunkLoad } from '@/lib/chunk-reload';
import { UI_TEXT } from '@contract/ui-text';

function ChunkFailed() {
  const [outcome, setOutcome] = useState<'pending' | 'reloading' | 'failed'>('pending');
  const decided = useRef(false);
  useEffect(() => {
    // Once per mount (StrictMode runs effects twice): reload by itself the first time, offer Retry after that.
    if (decided.current) return;
    decided.current = true;
    setOutcome(recoverFromChunkError());
  }, []);
  if (outcome !== 'failed') return <p role="status" className="p-8 text-slate-200">Updating to the latest version…</p>;
  return (
    <ErrorFrame heading={UI_TEXT.chunkFailed}>
      <p>Part of the page could not be downloaded. Check your connection and try again.</p>
      <button type="button" className={buttonClass.primary} onClick={() => retryChunkLoad()}>
        Retry
      </button>
    </ErrorFrame>
  );
}

function ErrorFrame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4 text-slate-200">
      <h1 className="text-3xl font-bold text-white">{heading}</h1>
      {children}
    </main>
  );
}

export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkFailed />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <ErrorFrame heading={UI_TEXT.unexpectedError}>
      <p>Something went wrong while showing this page.{detail ? ` (${detail})` : ''}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.home} reloadDocument className={buttonClass.primary}>
          Back to home
        </Link>
        <button type="button" className={buttonClass.secondary} onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </ErrorFrame>
  );
}
