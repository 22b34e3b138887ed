/**
 * A count in the page's digits (`number` is useFormat().number, or formatNumber for a locale);
 * "10,000+" when the API stopped counting at its cap.
 */
export function formatCount(count: number, exact: boolean, number: (value: number) => string): string {
  return `${number(count)}${exact ? '' : '+'}`;
}

/** A year as digits alone ("2021", "২০২১"): the locale's digits without the thousands comma. */
export function formatYear(year: number, number: (value: number) => string): string {
  return number(year).replaceAll(/[,٬]/g, '');
}
