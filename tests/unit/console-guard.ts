/**
 * A test fails when it logs console.error (React warnings, act() problems, unhandled errors), unless it says it
 * expects one with `expectConsoleError()`.
 */
const calls: unknown[][] = [];
let allowed = false;

export function installConsoleGuard(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    calls.push(args);
    if (!allowed) original(...args);
  };
}

/** Call in a test that deliberately triggers a logged error. */
export function expectConsoleError(): void {
  allowed = true;
}

/** Throws if console.error was called by a test that did not expect it; resets for the next test. */
export function checkConsoleErrors(): void {
  const logged = calls.splice(0);
  const wasAllowed = allowed;
  allowed = false;
  if (logged.length > 0 && !wasAllowed) {
    const text = logged.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
}
