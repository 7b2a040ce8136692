// Build-time prerender of one public route (docs/decisions/0026): the same tree the browser then hydrates.
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

/** `at`: the clock (ms since the epoch) the browser's first render will also use. */
export async function render(pathname: string, at: number): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname}: the route answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setPrerenderClock(at);
  const meta = collectPageMeta();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        {/* hydrate={false}: no inline hydration script (CSP script-src 'self'). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
      // A failed part would fall back to client rendering with inline scripts the CSP refuses: fail the build instead.
      // progressiveChunkSize: never outline a large boundary behind a reveal script.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    if (errors.length) throw new AggregateError(errors, `${pathname}: ${errors.map(String).join('; ')}`);
    return { html: await streamToString(prelude), meta: meta(), status: context.statusCode };
  } finally {
    setPrerenderClock(null);
  }
}
