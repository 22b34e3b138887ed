import type { BomSellerGroup } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type BomSellerGroupsProps = {
  sellers: BomSellerGroup[];
  /** A line's words by its number, to name the lines each seller fills. */
  partOf: (line: number) => string;
};

/** "By seller": what each seller can fill with their own best listings, and its subtotal before delivery. */
export function BomSellerGroups({ sellers, partOf }: BomSellerGroupsProps) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  return (
    <section aria-labelledby="bom-by-seller" className="mt-8">
      <h2 id="bom-by-seller" className="mb-3 text-xl font-semibold">
        {t('bom.sellers.title')}
      </h2>
      {sellers.length === 0 ? (
        <p className="text-base-content/70">{t('bom.sellers.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sellers.map((group) => (
            <li key={group.seller.id} className="rounded-box border border-base-300 bg-base-100 p-4">
              <p className="font-semibold">
                {t('bom.sellers.summary', { count: group.lines.length, lines: number(group.lines.length), seller: group.seller.name, subtotal: money(group.subtotal) })}
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {group.lines.map((line) => (
                  <li key={line.line}>
                    {t('bom.sellers.line', { line: number(line.line), part: partOf(line.line), units: number(line.units), total: money(line.lineTotal) })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
