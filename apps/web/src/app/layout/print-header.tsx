import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteOriginContext } from '@/lib/meta/site-origin.ts';

/**
 * What a printed page starts with, in place of the site's header (which is for the screen):
 * Reboard's name, what it is and where to find it, so a printed receipt says whose it is.
 */
export function PrintHeader() {
  const { t } = useTranslation();
  const origin = useContext(SiteOriginContext);
  const host = origin ? new URL(origin).host : '';
  return (
    <div className="mx-auto hidden w-full max-w-7xl items-baseline justify-between gap-4 border-b border-base-300 px-6 pb-3 pt-6 print:flex">
      <p className="text-2xl font-bold tracking-tight">Reboard</p>
      <p className="text-right text-sm">
        {t('layout.print.marketplace')}
        {host ? <span className="block">{host}</span> : null}
      </p>
    </div>
  );
}
