// One formatter for every count on a page: building one per call (as toLocaleString does) is slow.
const counts = new Intl.NumberFormat('en');

/** A count with thousands separators; "10,000+" when the API stopped counting at its cap. */
export function formatCount(count: number, exact = true): string {
  return `${counts.format(count)}${exact ? '' : '+'}`;
}
