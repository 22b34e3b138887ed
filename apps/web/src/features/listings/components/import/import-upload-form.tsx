import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { TextFileInput } from '@/components/text-file-input.tsx';

/** Where the template is downloaded from (the API serves it as an attachment). */
export const IMPORT_TEMPLATE_URL = '/api/listings/imports/template.csv';

type ImportUploadFormProps = { onUpload: (text: string) => Promise<void>; uploading: boolean };

/** The template to start from, then a CSV file or rows pasted from a spreadsheet; the chosen file shows in the text box. */
export function ImportUploadForm({ onUpload, uploading }: ImportUploadFormProps) {
  const { t } = useTranslation();
  const textId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setProblem(t('imports.upload.needText'));
        setProblem(null);
        void onUpload(text);
      }}
    >
      <p>
        <a href={IMPORT_TEMPLATE_URL} download className="link link-primary">
          {t('imports.upload.template')}
        </a>
      </p>
      <TextFileInput
        label={t('imports.upload.file')}
        className="w-full max-w-md"
        onText={(read) => {
          setText(read);
          setProblem(null);
        }}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('imports.upload.paste')}
        </label>
        <textarea
          id={textId}
          rows={8}
          spellCheck={false}
          className="textarea w-full font-mono text-xs"
          value={text}
          aria-describedby={problem ? `${textId}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {problem ? (
          <p id={`${textId}-problem`} role="alert" className="text-sm text-error">
            {problem}
          </p>
        ) : null}
      </div>
      <div>
        <PendingButton type="submit" className="btn btn-primary" pending={uploading}>
          {t('imports.upload.submit')}
        </PendingButton>
      </div>
    </form>
  );
}
