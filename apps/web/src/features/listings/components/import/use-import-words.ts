import { IMPORT_COLUMN_LABELS, IMPORT_ROW_COLUMN, type ImportColumnKey, type ImportProblem, type ListingImport } from '@reboard/contracts/schemas';
import { ALL_SPECS } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';

const isColumnKey = (key: string): key is ImportColumnKey => Object.hasOwn(IMPORT_COLUMN_LABELS, key);

/**
 * An upload's columns and problems in words: a column by its header as the seller typed it (what
 * they will look for in their file), else its name; a problem's message with its placeholders,
 * those that are themselves keys (a specification's name) put into the page's language first.
 */
export function useImportWords(upload: Pick<ListingImport, 'columns'>) {
  const { t, i18n } = useTranslation();
  const headers = new Map(upload.columns.map((column) => [column.key, column.header]));

  const columnLabel = (key: string): string => {
    const typed = headers.get(key)?.trim();
    if (typed) return typed;
    if (key === IMPORT_ROW_COLUMN) return t('imports.column.row');
    if (isColumnKey(key)) return t(IMPORT_COLUMN_LABELS[key]);
    const spec = ALL_SPECS.get(key);
    return spec ? t(spec.labelKey) : key;
  };

  const problemText = (problem: ImportProblem): string => {
    const params = Object.fromEntries(
      Object.entries(problem.params ?? {}).map(([name, value]) => [name, typeof value === 'string' && i18n.exists(value) ? t(value) : value]),
    );
    return t(problem.message, params);
  };

  return { columnLabel, problemText };
}
