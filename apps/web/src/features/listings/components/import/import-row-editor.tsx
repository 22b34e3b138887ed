import { IMPORT_ROW_COLUMN, type ImportCells, type ImportRow } from '@reboard/contracts/schemas';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@/components/modal.tsx';
import { PendingButton } from '@/components/pending-button.tsx';

type ImportRowEditorProps = {
  row: ImportRow;
  /** The file's columns, in order (the row's cells are shown in the same order). */
  columnKeys: string[];
  columnLabel: (key: string) => string;
  problemText: (problem: ImportRow['problems'][number]) => string;
  onSave: (cells: ImportCells) => Promise<void>;
  onClose: () => void;
};

/** A row's cells in a small form, each with its problem under it; saved, the row is checked again. Mounted only while open. */
export function ImportRowEditor({ row, columnKeys, columnLabel, problemText, onSave, onClose }: ImportRowEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [cells, setCells] = useState<ImportCells>(() => ({ ...row.cells }));
  const [busy, setBusy] = useState(false);
  // A required column the file lacks is offered too, so the row can be completed here.
  const keys = [...new Set([...columnKeys, ...row.problems.map((p) => p.column).filter((c) => c !== IMPORT_ROW_COLUMN)])];
  const problemOf = (key: string) => row.problems.find((p) => p.column === key);

  const close = () => {
    ref.current?.close();
    onClose();
  };

  async function submit() {
    setBusy(true);
    try {
      await onSave(cells);
      close();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('imports.editor.title', { line: row.line })} description={t('imports.editor.description')} busy={busy} onCancel={close} dialogRef={ref}>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {keys.map((key) => (
          <CellField
            key={key}
            label={columnLabel(key)}
            multiLine={key === 'description'}
            problem={problemOf(key) ? problemText(problemOf(key)!) : undefined}
            value={cells[key] ?? ''}
            onChange={(value) => setCells((current) => ({ ...current, [key]: value }))}
          />
        ))}
        <ModalActions busy={busy} onCancel={close}>
          <PendingButton type="submit" className="btn btn-primary" pending={busy}>
            {t('imports.editor.save')}
          </PendingButton>
        </ModalActions>
      </form>
    </Modal>
  );
}

type CellFieldProps = { label: string; multiLine: boolean; problem: string | undefined; value: string; onChange: (value: string) => void };

/** One cell: labelled, with its problem (already in words) read out with it. */
function CellField({ label, multiLine, problem, value, onChange }: CellFieldProps) {
  const id = useId();
  const a11y = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined, value };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiLine ? (
        <textarea {...a11y} rows={3} className="textarea w-full" onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...a11y} className={`input w-full ${problem ? 'input-error' : ''}`} onChange={(e) => onChange(e.target.value)} />
      )}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
