import { readWholeNumber } from './whole-numbers.ts';

/**
 * Money travels as integers in the currency's minor unit (as Stripe counts it);
 * forms take whole amounts. These helpers are the only place that converts.
 */
// Building an Intl.NumberFormat costs far more than formatting with one (a page of cards formats
// dozens of prices and counts): one per locale and currency, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0 });
    formatters.set(key, format);
  }
  return format;
}

export function fractionDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export function toMinor(whole: number, currency: string): number {
  return Math.round(whole * 10 ** fractionDigits(currency));
}

export function toWhole(minor: number, currency: string): number {
  return minor / 10 ** fractionDigits(currency);
}

/**
 * The amount with the locale's digits and grouping (25,00,000 in en-IN and bn-BD) and the sign
 * in front, as price tags in Bangladesh write it in either script: ৳25,000 and ৳২৫,০০০ (bn-BD's
 * own pattern puts it after, ২৫,০০০৳).
 */
export function formatMoney(minor: number, currency: string, locale = 'en-IN'): string {
  const parts = currencyFormat(locale, currency).formatToParts(toWhole(minor, currency));
  const sign = parts.find((p) => p.type === 'currency');
  const firstDigit = parts.findIndex((p) => p.type === 'integer' || p.type === 'nan' || p.type === 'infinity');
  if (!sign || parts.indexOf(sign) < firstDigit) return parts.map((p) => p.value).join('');
  const rest = parts.filter((p) => p.type !== 'currency' && !(p.type === 'literal' && p.value.trim() === ''));
  const minus = rest[0]?.type === 'minusSign' ? (rest.shift()?.value ?? '') : '';
  return `${minus}${sign.value}${rest.map((p) => p.value).join('')}`;
}

/** A whole amount (a price filter, a band's end) with the currency sign; what is not a whole amount stays as written. */
export function formatWhole(value: string | number, currency: string, locale = 'en-IN'): string {
  const read = readWholeNumber(value, { max: Number.MAX_SAFE_INTEGER });
  return read.ok ? formatMoney(toMinor(read.value, currency), currency, locale) : String(value);
}

/** The sign alone (৳ for BDT), for form labels. */
export function currencySymbol(currency: string, locale = 'en-IN'): string {
  const part = currencyFormat(locale, currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
