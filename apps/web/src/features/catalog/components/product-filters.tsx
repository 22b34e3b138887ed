import { CONDITIONS, type ProductSort } from '@reboard/contracts';
import { useSearchParams } from 'react-router';
import { useCategories } from '../../../lib/catalog/get-categories.ts';
import { conditionLabel } from '../../../lib/catalog/product-display.ts';
import type { ProductFilters as Filters } from '../../../lib/query-keys.ts';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** Category, condition and sort, kept in the URL next to the search term. */
export function ProductFilters({ filters }: { filters: Filters }) {
  const [, setSearchParams] = useSearchParams();
  const categories = useCategories();

  function update(key: 'category' | 'condition' | 'sort', value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-end">
      <label className="col-span-2 flex flex-col gap-1 text-sm">
        <span className="font-medium">Category</span>
        <select
          className="select select-sm w-full sm:w-48"
          value={filters.category ?? ''}
          onChange={(event) => update('category', event.target.value)}
        >
          <option value="">All categories</option>
          {categories.data?.items.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Condition</span>
        <select
          className="select select-sm w-full sm:w-36"
          value={filters.condition ?? ''}
          onChange={(event) => update('condition', event.target.value)}
        >
          <option value="">Any condition</option>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {conditionLabel(condition)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Sort by</span>
        <select
          className="select select-sm w-full sm:w-44"
          value={filters.sort ?? 'newest'}
          onChange={(event) => update('sort', event.target.value)}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
