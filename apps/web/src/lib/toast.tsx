import { useSyncExternalStore } from 'react';

type HotToast = typeof import('react-hot-toast');

/*
 * react-hot-toast (and goober, its styling) is fetched the first time something is said, not with
 * every page: most visits never see a toast. Its store is global, so a toast made before the
 * toaster mounts is shown when it does.
 */
let library: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((module) => {
    library = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** A toast, as react-hot-toast's `toast.success` and `toast.error` make it (its defaults are the spec's rules). */
export const toast = {
  success: (message: string): void => void load().then(({ default: hot }) => hot.success(message)),
  error: (message: string): void => void load().then(({ default: hot }) => hot.error(message)),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * react-hot-toast's Toaster once the first toast has fetched it; nothing before. The server renders
 * nothing either (no toast is said while rendering), so hydration finds what the server sent.
 */
export function Toaster({ containerClassName }: { containerClassName?: string }) {
  const loaded = useSyncExternalStore(subscribe, () => library, () => undefined);
  return loaded ? <loaded.Toaster containerClassName={containerClassName} /> : null;
}
