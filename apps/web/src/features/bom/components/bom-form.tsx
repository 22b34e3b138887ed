import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { TextFileInput } from '@/components/text-file-input.tsx';

type BomFormProps = {
  pending: boolean;
  /** The server's word on the text (too many lines, nothing in it), shown under it. */
  error?: string | undefined;
  onSubmit: (text: string) => void;
};

/** The BOM as pasted, or read from a CSV/TSV file into the same box (so it can be checked and fixed before matching). */
export function BomForm({ pending, error, onSubmit }: BomFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setEmpty(text.trim() === '');
    if (text.trim() !== '') onSubmit(text);
  }

  const message = empty ? t('bom.validation.textRequired') : error;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {t('bom.form.textLabel')}
      </label>
      <p id={`${id}-help`} className="text-sm text-base-content/70">
        {t('bom.form.textHelp')}
      </p>
      <textarea
        id={`${id}-text`}
        className="textarea h-48 w-full font-mono text-sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-help ${id}-error` : `${id}-help`}
        placeholder={t('bom.form.placeholder')}
        spellCheck={false}
      />
      {message ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {t(message)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextFileInput label={t('bom.form.fileLabel')} className="file-input-sm" onText={setText} />
        <PendingButton type="submit" className="btn btn-primary" pending={pending}>
          {t('bom.form.submit')}
        </PendingButton>
      </div>
    </form>
  );
}
