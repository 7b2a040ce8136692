import { parseCliArgs, runDeviceDemo, USAGE } from './device-demo/lib';

// `npm run device-demo [-- --url http://localhost:3000 --name "Lobby kiosk" --platform VR]`: a screen signing in with
// a device code against a running server (the logic is in ./device-demo/lib.ts, driven by tests/server/device-demo).

async function main(): Promise<number> {
  let args;
  try {
    args = parseCliArgs(process.argv.slice(2), process.env);
  } catch (err) {
    console.error(`device-demo: ${(err as Error).message} (see --help)`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  // The first Ctrl-C stops the wait and the request under way; a second one does not wait for that.
  const stop = new AbortController();
  process.once('SIGINT', () => {
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  const result = await runDeviceDemo({
    ...args,
    signal: stop.signal,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
  return result.exitCode;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // A bug of ours, not a server's answer: still one line rather than a stack.
    console.error(`device-demo: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
