// `npm start`: build the SPA if needed, then run the one process that serves the app and the API on PORT.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
