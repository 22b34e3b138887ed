import type { BomLineResult, BomMatchResult } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { BomLinesTable, type LineAction } from './bom-lines-table.tsx';
import { BomSellerGroups } from './bom-seller-groups.tsx';

type BomResultsProps<L extends BomLineResult> = Omit<BomMatchResult, 'lines'> & { lines: L[]; action?: LineAction<L> };

/** A matched BOM: its lines, the grand total of the best choices, and the same grouped by seller. */
export function BomResults<L extends BomLineResult>({ lines, sellers, total, matchedLines, action }: BomResultsProps<L>) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const partOf = (n: number) => {
    const line = lines.find((l) => l.line === n);
    return line?.partNumber ?? line?.description ?? '';
  };
  return (
    <div>
      <p className="mb-3" role="status">
        {t('bom.results.summary', { count: lines.length, matched: number(matchedLines), lines: number(lines.length) })}
      </p>
      <BomLinesTable lines={lines} action={action} />
      <p className="mt-4 text-lg font-semibold">{t('bom.results.total', { total: money(total) })}</p>
      <BomSellerGroups sellers={sellers} partOf={partOf} />
    </div>
  );
}
