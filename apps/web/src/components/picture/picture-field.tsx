import { MAX_UPLOAD_BYTES, PICTURE_ACCEPT } from '@reboard/contracts/schemas';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureStatus } from './use-picture-upload.ts';

type PictureFieldProps = {
  /** The input's label, e.g. "Profile picture"; the field is always optional. */
  label: string;
  /** The picture beside the input: AvatarPreview or PhotoPreview. */
  preview: ReactNode;
  /** Said after the accepted types and size, e.g. when the upload happens (in the page's language). */
  extraHint?: string;
  status: PictureStatus;
  progress: number;
  /** A catalogue key (a refused file) or the server's words: shown through `t`. */
  error: string | null;
  disabled?: boolean;
  /** Bumped to empty the file input (after a save, or Remove). */
  inputKey?: number;
  onFile: (file: File | null) => void;
  /** Offers "Remove picture" while there is one to remove. */
  onRemove?: () => void;
  /** An avatar sits centred beside the input; a product photo is taller and aligns to the top. */
  variant: 'avatar' | 'photo';
};

const LAYOUT = {
  avatar: { row: 'sm:items-center', preview: 'shrink-0', fields: 'gap-1' },
  photo: { row: 'sm:items-start', preview: 'w-full shrink-0 sm:w-48', fields: 'gap-2' },
} as const;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The optional picture of a profile or a listing: its preview, the file input, the upload's progress. */
export function PictureField(props: PictureFieldProps) {
  const { label, preview, extraHint, status, progress, error, disabled, inputKey, onFile, onRemove, variant } = props;
  const { t } = useTranslation();
  const id = useId();
  const hint = t('common.picture.hint', { size: MAX_MB });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const layout = LAYOUT[variant];
  const showProgress = status === 'uploading' || status === 'done';

  return (
    <div className={`flex flex-col gap-4 sm:flex-row ${layout.row}`}>
      <div className={layout.preview}>{preview}</div>
      <div className={`flex min-w-0 flex-1 flex-col ${layout.fields}`}>
        <label htmlFor={id} className="text-sm font-medium">
          {label} <span className="font-normal text-base-content/60">{t('common.optional')}</span>
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        />
        <p id={hintId} className="text-xs text-base-content/60">
          {extraHint ? `${hint} ${extraHint}` : hint}
        </p>
        {showProgress ? (
          <div className="flex items-center gap-3">
            <progress
              className={`progress w-full ${status === 'done' ? 'progress-success' : 'progress-primary'}`}
              value={progress}
              max={100}
              aria-label={t('common.picture.progress')}
            />
            <span className="w-28 shrink-0 text-xs text-base-content/70" aria-live="polite">
              {status === 'done' ? t('common.picture.uploaded') : t('common.picture.uploading', { progress })}
            </span>
          </div>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm text-error">
            {t(error)}
          </p>
        ) : null}
        {onRemove && status !== 'uploading' ? (
          <button type="button" className="btn btn-ghost btn-xs self-start" onClick={onRemove} disabled={disabled}>
            {t('common.picture.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
