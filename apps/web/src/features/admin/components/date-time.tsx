import { formatDateTime } from '../utils/format-date-time.ts';

/** A moment as people read it, with the exact instant in the markup for machines. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDateTime(iso)}
    </time>
  );
}
