import type { Product } from '@reboard/contracts';
import { CONDITION_KEYS, WORKING_STATUS_KEYS } from '@reboard/contracts/plain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { paths } from '@/lib/paths.ts';

/** The detail page's fact sheet; rows without a value are left out. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { postedOn } = useFormat();
  const categoryName = useCategoryName();
  // Each row is keyed by its catalogue key: the term's words change with the language.
  const rows: Array<[string, ReactNode]> = [
    ['catalog.facts.condition', t(CONDITION_KEYS[product.condition])],
    ['catalog.facts.workingStatus', product.workingStatus ? t(WORKING_STATUS_KEYS[product.workingStatus]) : null],
    ['catalog.facts.manufacturer', product.manufacturer],
    ['catalog.facts.partNumber', product.partNumber ? <span className="font-mono">{product.partNumber}</span> : null],
    [
      'catalog.facts.category',
      <Link to={paths.category(product.categoryId)} className="link link-primary">
        {categoryName({ id: product.categoryId, name: product.categoryName })}
      </Link>,
    ],
    ['catalog.facts.location', product.location],
    ['catalog.facts.posted', <time dateTime={product.postedOn ?? undefined}>{postedOn(product.postedOn)}</time>],
  ];

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-base-content/60">{t(term)}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
