import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';

/** Shown while the first route's loaders run on page load. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-screen place-items-center">
      <Spinner label={t('layout.loadingApp')} />
    </main>
  );
}
