import { formatMoney, formatWhole } from '../money.ts';
import { intlLocale, type Locale } from './locales.ts';

// One formatter per locale: building an Intl.NumberFormat costs far more than using one.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormat = (locale: Locale) => {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale))));
  return format;
};

/** A count or a plain number in the locale's digits (১২৩ in Bengali). */
export const formatNumber = (value: number, locale: Locale): string => numberFormat(locale).format(value);

/** Digits alone, without grouping (a year, a day of the month), in the locale's digits. */
const digits = (value: number, locale: Locale) => (locale === 'en' ? String(value) : numberFormat(locale).format(value).replaceAll(/[,٬]/g, ''));

/** A price in minor units, the sign in front: ৳1,250 and ৳১,২৫০. */
export const formatPrice = (minor: number, currency: string, locale: Locale): string => formatMoney(minor, currency, intlLocale(locale));

/** A whole amount (a filter's bound) as a price; what is not a number stays as written. */
export const formatWholePrice = (value: string | number, currency: string, locale: Locale): string => formatWhole(value, currency, intlLocale(locale));

/**
 * The posted date in the spec's shape, day-month-year without zero padding (`5-3-2026`), in the
 * locale's digits; `unknown` (the caller's translated "1 year ago") when there is no date.
 */
export function formatPostedDate(iso: string | null | undefined, locale: Locale, unknown: string): string {
  const d = iso ? new Date(iso) : undefined;
  if (!d || Number.isNaN(d.getTime())) return unknown;
  return [d.getDate(), d.getMonth() + 1, d.getFullYear()].map((n) => digits(n, locale)).join('-');
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
/**
 * A moment as people read it on a receipt ("25 Nov 2026, 22:10"; Bengali digits and month names
 * in Bengali), in the reader's time zone.
 */
export function formatDateTime(iso: string | Date, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
    dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), options)));
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}
