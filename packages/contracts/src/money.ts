/**
 * Money travels as integers in the currency's minor unit (as Stripe counts it);
 * forms take whole amounts. These helpers are the only place that converts.
 */
export function fractionDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;
}

export function toMinor(whole: number, currency: string): number {
  return Math.round(whole * 10 ** fractionDigits(currency));
}

export function toWhole(minor: number, currency: string): number {
  return minor / 10 ** fractionDigits(currency);
}

export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
  }).format(toWhole(minor, currency));
}

/** A whole amount (a price filter, a band's end) with the currency sign; what is not a number stays as written. */
export function formatWhole(value: string | number, currency: string): string {
  const amount = Number(value);
  return String(value).trim() !== '' && Number.isFinite(amount) ? formatMoney(toMinor(amount, currency), currency) : String(value);
}

/** The sign alone (৳ for BDT), for form labels. */
export function currencySymbol(currency: string, locale = 'en'): string {
  const part = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
