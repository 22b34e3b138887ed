import type { ApiRequestError } from '../../../../lib/api-client.ts';
import type { ProductFilters } from '../../../../lib/query-keys.ts';

const FIELD_TITLES: Record<string, string> = {
  q: 'Search',
  category: 'Category',
  condition: 'Condition',
  workingStatus: 'Working status',
  verified: 'Verified sellers',
  location: 'Location',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  sort: 'Sort',
  cursor: 'Page',
  limit: 'Page size',
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
  const problems = Object.entries(error.fields).map(([field, message]) => {
    const title = FIELD_TITLES[field] ?? field;
    const value = values[field as keyof ProductFilters];
    // The schema's own wording for an unknown choice lists raw enum values; say it plainly.
    if (/^invalid option/i.test(message)) return `${title}: “${value ?? ''}” is not one of the choices`;
    return message.toLowerCase().includes(title.toLowerCase()) ? message : `${title}: ${message}`;
  });
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-3">
      <div>
        <p className="font-semibold">Some filters in this link can't be used.</p>
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
        Clear filters
      </button>
    </div>
  );
}
