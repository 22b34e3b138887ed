import { ErrorPage } from './error-page.tsx';

/**
 * Used when the layout itself failed (e.g. the config could not load): no header or footer,
 * since those may be what broke.
 */
export function RootErrorPage() {
  return (
    <main className="min-h-screen bg-base-100 text-base-content">
      <ErrorPage />
    </main>
  );
}
