import { Spinner } from '../../components/spinner.tsx';

/** Shown while the first route's loaders run on page load. */
export function HydrateFallback() {
  return (
    <main className="grid min-h-screen place-items-center">
      <Spinner label="Loading Reboard" />
    </main>
  );
}
