import type { BomLineResult } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';

/** A last column for each line (the wanted-list page's close button). */
export type LineAction<L> = { header: string; render: (line: L) => ReactNode };

type BomLinesTableProps<L extends BomLineResult> = {
  lines: L[];
  action?: LineAction<L> | undefined;
};

/** A BOM's lines, each with its best listing, what it costs and how many are available; or "No match yet". */
export function BomLinesTable<L extends BomLineResult>({ lines, action }: BomLinesTableProps<L>) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const column = {
    line: t('bom.table.line'),
    part: t('bom.table.part'),
    wanted: t('bom.table.wanted'),
    listing: t('bom.table.listing'),
    seller: t('bom.table.seller'),
    unitPrice: t('bom.table.unitPrice'),
    available: t('bom.table.available'),
    lineTotal: t('bom.table.lineTotal'),
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table-stack table table-sm">
        <caption className="sr-only">{t('bom.table.caption')}</caption>
        <thead>
          <tr>
            {Object.values(column).map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            {action ? <th scope="col">{action.header}</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const offer = line.best ? line.offers.find((o) => o.productId === line.best!.productId) : undefined;
            return (
              <tr key={line.line}>
                <td data-label={column.line}>{number(line.line)}</td>
                <th scope="row" data-label={column.part} className="font-normal">
                  <span className="font-mono font-semibold">{line.partNumber ?? ''}</span>{' '}
                  {line.description !== line.partNumber ? <span className="text-base-content/70">{line.description}</span> : null}
                </th>
                <td data-label={column.wanted}>{number(line.quantity)}</td>
                {offer && line.best ? (
                  <>
                    <td data-label={column.listing}>
                      <Link to={paths.product(offer.productId)} className="link link-hover break-words">
                        {offer.name}
                      </Link>
                    </td>
                    <td data-label={column.seller}>{offer.seller.verified ? t('bom.table.verifiedSeller', { name: offer.seller.name }) : offer.seller.name}</td>
                    <td data-label={column.unitPrice}>{money(offer.unitPrice)}</td>
                    <td data-label={column.available}>{number(offer.available)}</td>
                    <td data-label={column.lineTotal}>
                      {money(line.best.lineTotal)}
                      {line.best.short ? <span className="block text-sm text-warning">{t('bom.table.short', { count: line.best.units, units: number(line.best.units) })}</span> : null}
                    </td>
                  </>
                ) : (
                  <td colSpan={5} data-label={column.listing} className="text-base-content/70">
                    {/* A wanted list's closed line is done with, not unmatched. */}
                    {'closed' in line && line.closed === true ? t('bom.table.closed') : t('bom.table.noMatch')}
                  </td>
                )}
                {action ? <td data-label={action.header}>{action.render(line)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
