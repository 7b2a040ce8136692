// `npm start`: build the SPA if needed, then run the one process that serves the app and the API on PORT.
// `--no-build` skips the build check (a release image whose dist/ was built in an earlier step).
// Signals reach the server (docs/decisions/0057): SIGINT and SIGTERM are forwarded once to the child, which
// drains and exits on its own; this process exits with the child's code (128 + the signal's number if it was killed).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { buildIfStale } from './build-if-stale.mjs';

if (!process.argv.includes('--no-build')) {
  try {
    buildIfStale();
  } catch (err) {
    console.error(`[start] ${err.message}`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
