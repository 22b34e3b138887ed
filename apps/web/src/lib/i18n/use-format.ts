import { currencySymbol } from '@reboard/contracts/plain';
import { formatDateTime, formatNumber, formatPostedDate, formatPrice, formatWholePrice, intlLocale } from '@reboard/contracts/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../config/get-config.ts';
import { useLocale } from './use-locale.ts';

/**
 * Numbers, prices and dates in the page's language and the deployment's currency: Bengali shows
 * Bengali digits, and both put ৳ in front and group by lakh. Every page formats through this one hook.
 */
export function useFormat() {
  const locale = useLocale();
  const { currency } = useConfig();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** A price in minor units: '৳1,200', '৳১,২০০'. */
      money: (minor: number) => formatPrice(minor, currency, locale),
      /** A whole amount typed in a form or a filter. */
      whole: (value: string | number) => formatWholePrice(value, currency, locale),
      /** The currency sign alone, for form labels. */
      currencySign: currencySymbol(currency, intlLocale(locale)),
      number: (value: number) => formatNumber(value, locale),
      /** The spec's posted date (`5-3-2026`), '1 year ago' when unknown. */
      postedOn: (iso: string | null | undefined) => formatPostedDate(iso, locale, t('common.date.yearAgo')),
      /** A moment, as on a receipt: '25 Nov 2026, 22:10'. */
      dateTime: (iso: string) => formatDateTime(iso, locale),
    }),
    [locale, currency, t],
  );
}
