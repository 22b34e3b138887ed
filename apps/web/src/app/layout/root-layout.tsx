import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useProfileLocale } from '../../lib/i18n/use-profile-locale.ts';
import { SiteHeader } from './header/site-header.tsx';
import { PrintHeader } from './print-header.tsx';
import { SiteFooter } from './site-footer.tsx';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  useProfileLocale();

  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a href="#main" className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50">
        {t('layout.skipToContent')}
      </a>
      {/* A thin bar while a route loader runs, so clicks on slow links feel answered. */}
      {loading ? (
        <progress className="progress progress-primary fixed left-0 top-0 z-50 h-1 w-full rounded-none print:hidden" aria-label={t('layout.loadingPage')} />
      ) : null}
      <SiteHeader />
      <PrintHeader />
      {/* At least a screen tall: while a page waits for its data the footer stays below the
          fold, instead of showing and then being pushed away (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
