import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes the server print to console.error has hit something unexpected: fail it (epic-stack habit).
// Server code logs through the injected logger, so console.error only fires from libraries or forgotten debugging.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error was called: ${JSON.stringify(errors[0])}`);
});
