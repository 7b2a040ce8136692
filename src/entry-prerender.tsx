// The server-side entry of the build-time prerender (scripts/prerender.mjs, docs/decisions/0026): renders one public
// route of the SPA's own route table to HTML, the same tree the browser then hydrates (src/main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { collectPageMeta, setPrerenderClock, type PrerenderedMeta } from '@/lib/prerender';

export interface PrerenderedPage {
  html: string;
  meta: PrerenderedMeta;
  status: number;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML of `pathname` as the browser's first render would draw it at `at` (ms since the epoch). */
export async function render(pathname: string, at: number): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname}: the route answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setPrerenderClock(at);
  const meta = collectPageMeta();
  const errors: unknown[] = [];
  try {
    // prerender waits for every Suspense boundary, so lazy parts rendered on the first screen are complete.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        {/* hydrate={false}: no inline hydration script (CSP script-src 'self'); public routes have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
      // A part that fails here would be left to the browser (React's client-rendered fallback, with inline scripts
      // that the CSP refuses): every error fails the build instead.
      // progressiveChunkSize: never outline a large boundary behind a reveal script; the page is complete HTML.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    if (errors.length) throw new AggregateError(errors, `${pathname}: ${errors.map(String).join('; ')}`);
    return { html: await streamToString(prelude), meta: meta(), status: context.statusCode };
  } finally {
    setPrerenderClock(null);
  }
}
