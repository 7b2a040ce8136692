import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and during hydration, true after: for what a prerendered page cannot know. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
