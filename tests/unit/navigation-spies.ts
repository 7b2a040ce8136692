import type { Mock } from 'vitest';

/** Replaced before each test (setup.ts): full-page navigations and reloads the app asked for. */
export const navigationSpies: { leaveTo: Mock<(url: string) => void>; reload: Mock<() => void> } = {
  leaveTo: undefined as unknown as Mock<(url: string) => void>,
  reload: undefined as unknown as Mock<() => void>,
};
