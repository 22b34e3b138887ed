import { lazyModule } from './lazy-module.ts';

/*
 * react-hot-toast (and goober, its styling) is fetched the first time something is said, not with
 * every page: most visits never see a toast. Its store is global, so a toast made before the
 * toaster mounts is shown when it does.
 */
const hotToast = lazyModule(() => import('react-hot-toast'));

/** A toast, as react-hot-toast's `toast.success` and `toast.error` make it (its defaults are the spec's rules). */
export const toast = {
  success: (message: string): void => void hotToast.load().then(({ default: hot }) => hot.success(message)),
  error: (message: string): void => void hotToast.load().then(({ default: hot }) => hot.error(message)),
};

/**
 * react-hot-toast's Toaster once the first toast has fetched it; nothing before. The server renders
 * nothing either (no toast is said while rendering), so hydration finds what the server sent.
 */
export function Toaster({ containerClassName }: { containerClassName?: string }) {
  const loaded = hotToast.useModule();
  return loaded ? <loaded.Toaster containerClassName={containerClassName} /> : null;
}
