/** A specification filter's query parameter (`spec.capacity`, `spec.capacity.min`), without a schema (filters.ts reads them). */

/** Whether a query parameter is a specification filter's (`spec.…`). */
export const isSpecParamName = (name: string) => name.startsWith('spec.');

export const specParam = (key: string, end?: 'min' | 'max'): `spec.${string}` => (end ? `spec.${key}.${end}` : `spec.${key}`);
