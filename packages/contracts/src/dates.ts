/** The spec's posted date: day-month-year without zero padding, '1 year ago' when unknown. */
export function formatPostedOn(iso: string | null | undefined): string {
  if (!iso) return '1 year ago';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '1 year ago';
  return `${d.getDate()}-${d.getMonth() + 1}-${d.getFullYear()}`;
}
