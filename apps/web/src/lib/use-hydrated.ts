import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a server-rendered page waits for its script (and during hydration itself), true
 * once React runs the page. Buttons that only work through script are disabled until then, so
 * a click on a page that has painted but not hydrated is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
