import { WORKING_STATUS_LABELS, formatPostedOn, type Product } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { conditionLabel } from '../../../lib/catalog/product-display.ts';
import { paths } from '../../../lib/paths.ts';

/** The detail page's fact sheet; rows without a value are left out. */
export function ProductFacts({ product }: { product: Product }) {
  const rows: Array<[string, ReactNode]> = [
    ['Condition', conditionLabel(product.condition)],
    ['Working status', product.workingStatus ? WORKING_STATUS_LABELS[product.workingStatus] : null],
    ['Manufacturer', product.manufacturer],
    ['Part number', product.partNumber ? <span className="font-mono">{product.partNumber}</span> : null],
    [
      'Category',
      <Link to={paths.category(product.categoryId)} className="link link-primary">
        {product.categoryName}
      </Link>,
    ],
    ['Location', product.location],
    ['Posted', <time dateTime={product.postedOn ?? undefined}>{formatPostedOn(product.postedOn)}</time>],
  ];

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-base-content/60">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
