import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '@/lib/api-client.ts';
import type { ProductFilters } from '@/lib/query-keys.ts';

const FIELD_TITLE_KEYS: Readonly<Record<string, string>> = {
  q: 'catalog.badFilters.field.q',
  category: 'catalog.badFilters.field.category',
  condition: 'catalog.badFilters.field.condition',
  workingStatus: 'catalog.badFilters.field.workingStatus',
  verified: 'catalog.badFilters.field.verified',
  location: 'catalog.badFilters.field.location',
  minPrice: 'catalog.badFilters.field.minPrice',
  maxPrice: 'catalog.badFilters.field.maxPrice',
  sort: 'catalog.badFilters.field.sort',
  cursor: 'catalog.badFilters.field.cursor',
  limit: 'catalog.badFilters.field.limit',
};

type BadFiltersNoticeProps = {
  /** The API's 400, naming each refused parameter. */
  error: ApiRequestError;
  /** What the address holds, to quote a value that is not one of the choices. */
  values: ProductFilters;
  onClear: () => void;
};

/** What the API refused in the address (a hand-edited or old link), and a way back. */
export function BadFiltersNotice({ error, values, onClear }: BadFiltersNoticeProps) {
  const { t } = useTranslation();
  const problems = Object.entries(error.fields).map(([field, message]) => {
    const key = FIELD_TITLE_KEYS[field];
    const title = key ? t(key) : field;
    const value = values[field as keyof ProductFilters];
    // The schema's own wording for an unknown choice lists raw enum values; say it plainly.
    if (/^invalid option/i.test(message)) return t('catalog.badFilters.notAChoice', { title, value: value ?? '' });
    return message.toLowerCase().includes(title.toLowerCase()) ? message : t('catalog.badFilters.problem', { title, message });
  });
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-3">
      <div>
        <p className="font-semibold">{t('catalog.badFilters.title')}</p>
        {problems.length > 0 ? (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm">{error.message}</p>
        )}
      </div>
      <button type="button" className="btn btn-sm" onClick={onClear}>
        {t('catalog.badFilters.clear')}
      </button>
    </div>
  );
}
