import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The files a spreadsheet or a BOM tool saves as text. */
const TEXT_FILES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

type TextFileInputProps = {
  label: string;
  /** The chosen file's text, as it is (the form shows it in its text box to check and fix). */
  onText: (text: string) => void;
  className?: string;
};

/**
 * A labelled file chooser for a CSV, TSV or text file (the spreadsheet upload, the BOM): the
 * file's text is handed on; a file the browser cannot read says so under the chooser.
 */
export function TextFileInput({ label, onText, className = '' }: TextFileInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [unreadable, setUnreadable] = useState(false);

  async function read(file: File | undefined) {
    if (!file) return;
    try {
      onText(await file.text());
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={TEXT_FILES}
        className={`file-input max-w-full ${className}`}
        aria-describedby={unreadable ? `${id}-problem` : undefined}
        onChange={(e) => void read(e.target.files?.[0])}
      />
      {unreadable ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-error">
          {t('common.fileUnreadable')}
        </p>
      ) : null}
    </div>
  );
}
