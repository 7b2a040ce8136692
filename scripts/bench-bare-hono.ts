import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The baseline for `npm run bench:api`: Hono's hello world on @hono/node-server, nothing else. Run as a child
// process of scripts/bench-api.ts so it gets its own event loop, exactly like the real app beside it.

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.send?.({ port: info.port });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
