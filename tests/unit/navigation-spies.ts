import type { Mock } from 'vitest';

/** Replaced before each test (setup.ts): the page reloads the app asked for. */
export const navigationSpies: { reload: Mock<() => void> } = {
  reload: undefined as unknown as Mock<() => void>,
};
