import { useFormat } from '@/lib/i18n/use-format.ts';

/** A moment as people read it, with the exact instant in the markup for machines. */
export function DateTime({ iso }: { iso: string }) {
  const { dateTime } = useFormat();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dateTime(iso)}
    </time>
  );
}
