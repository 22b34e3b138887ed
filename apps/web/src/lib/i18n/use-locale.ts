import { isLocale, type Locale } from '@reboard/contracts/i18n';
import { useTranslation } from 'react-i18next';

/** The language the page is shown in. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}
