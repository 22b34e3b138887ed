import { useSyncExternalStore } from 'react';

/**
 * A module fetched once, the first time it is asked for, that components read as it arrives:
 * `useModule()` is undefined until then, on the server too, so hydration finds what the server
 * sent. `start: true` has the first reader ask for it.
 */
export function lazyModule<T>(importModule: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const readers = new Set<() => void>();

  const load = (): Promise<T> =>
    (loading ??= importModule().then((module) => {
      loaded = module;
      readers.forEach((notify) => notify());
      return module;
    }));

  function subscribeWith(start: boolean) {
    return (reader: () => void) => {
      readers.add(reader);
      if (start) void load().catch(() => undefined);
      return () => void readers.delete(reader);
    };
  }
  const subscribers = { true: subscribeWith(true), false: subscribeWith(false) };

  return {
    load,
    useModule({ start = false }: { start?: boolean } = {}): T | undefined {
      return useSyncExternalStore(subscribers[`${start}`], () => loaded, () => undefined);
    },
    /** Settles once the module a mounted reader waits for is there (at once when none waits, or it is there). */
    settled(): Promise<unknown> {
      if (loaded || readers.size === 0 || !loading) return Promise.resolve();
      return loading.catch(() => undefined);
    },
  };
}
