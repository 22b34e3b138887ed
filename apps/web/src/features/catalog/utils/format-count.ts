/** A count with thousands separators; "10,000+" when the API stopped counting at its cap. */
export function formatCount(count: number, exact = true): string {
  return `${count.toLocaleString('en')}${exact ? '' : '+'}`;
}
