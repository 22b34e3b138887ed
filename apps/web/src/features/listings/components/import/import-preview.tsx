import type { ImportCells, ImportRow, ListingImport } from '@reboard/contracts/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { ImportRowEditor } from './import-row-editor.tsx';
import { useImportWords } from './use-import-words.ts';

type ImportPreviewProps = {
  upload: ListingImport;
  onSaveRow: (line: number, cells: ImportCells) => Promise<void>;
  onSkipRow: (line: number, skip: boolean) => void;
  onPublish: () => void;
  publishing: boolean;
};

/**
 * The checked upload: the counts, then a row per line of the file with its problems named by
 * column, an Edit that opens the row's cells and a Skip; publishing waits until no row that is
 * kept has a problem, and says why while it waits.
 */
export function ImportPreview({ upload, onSaveRow, onSkipRow, onPublish, publishing }: ImportPreviewProps) {
  const { t } = useTranslation();
  const words = useImportWords(upload);
  const [editing, setEditing] = useState<ImportRow | null>(null);
  const reasonId = useId();
  const { valid, withProblems, skipped } = upload.counts;
  const reason = withProblems > 0 ? t('imports.preview.fixFirst') : valid === 0 ? t('imports.preview.nothing') : null;

  return (
    <section aria-labelledby={`${reasonId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${reasonId}-heading`} className="text-xl font-semibold">
        {t('imports.preview.heading')}
      </h2>
      <p className="font-medium">{t('imports.preview.counts', { valid, withProblems, skipped })}</p>
      {upload.ignoredColumns.length ? <p className="text-sm text-base-content/70">{t('imports.preview.ignored', { names: upload.ignoredColumns.join(', ') })}</p> : null}

      <div className="flex flex-wrap items-center gap-3">
        <PendingButton type="button" className="btn btn-primary" pending={publishing} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={onPublish}>
          {t('imports.preview.publish', { count: valid })}
        </PendingButton>
        {reason ? (
          <p id={reasonId} className="text-sm text-warning-content">
            {reason}
          </p>
        ) : null}
      </div>

      {/* Wide tables scroll inside their box: the page never scrolls sideways on a phone. */}
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <caption className="sr-only">{t('imports.preview.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('imports.preview.row')}</th>
              <th scope="col">{t('imports.preview.name')}</th>
              <th scope="col">{t('imports.preview.problems')}</th>
              <th scope="col">{t('imports.preview.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {upload.rows.map((row) => (
              <tr key={row.line} className={row.skip ? 'opacity-60' : row.problems.length ? 'bg-error/5' : undefined}>
                <th scope="row">{row.line}</th>
                <td className="min-w-32">{row.cells.name?.trim() || t('imports.preview.noName')}</td>
                <td className="min-w-48">
                  {row.skip ? (
                    t('imports.preview.skipped')
                  ) : row.problems.length ? (
                    <ul className="flex flex-col gap-1">
                      {row.problems.map((problem) => (
                        <li key={problem.column} className="text-error">
                          <span className="font-semibold">{words.columnLabel(problem.column)}</span>: {words.problemText(problem)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-success">{row.updates ? t('imports.preview.updates') : t('imports.preview.ready')}</span>
                  )}
                </td>
                <td>
                  <div className="flex flex-wrap items-center gap-3">
                    <button type="button" className="btn btn-xs" aria-label={t('imports.preview.editRow', { line: row.line })} onClick={() => setEditing(row)}>
                      {t('imports.preview.edit')}
                    </button>
                    <label className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        checked={row.skip}
                        aria-label={t('imports.preview.skipRow', { line: row.line })}
                        onChange={(event) => onSkipRow(row.line, event.target.checked)}
                      />
                      {t('imports.preview.skip')}
                    </label>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing ? (
        <ImportRowEditor
          row={editing}
          columnKeys={upload.columns.map((c) => c.key)}
          columnLabel={words.columnLabel}
          problemText={words.problemText}
          onSave={(cells) => onSaveRow(editing.line, cells)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
