import { useId, type ReactNode } from 'react';
import { PICTURE_ACCEPT } from '../../../lib/pictures/check-picture.ts';

type PictureFieldProps = {
  label?: string;
  /** The new file's preview, if one was chosen. */
  previewUrl: string | null;
  /** What to show without a new file: the current picture, or a placeholder. */
  fallback: ReactNode;
  error: string | null;
  disabled?: boolean;
  onFile: (file: File | null) => void;
};

export function PictureField({ label = 'Profile picture', previewUrl, fallback, error, disabled, onFile }: PictureFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="shrink-0">
        {previewUrl ? (
          <span className="avatar">
            <span className="block size-16 overflow-hidden rounded-full ring-2 ring-primary/40">
              <img src={previewUrl} alt="Preview of the new profile picture" className="size-full object-cover" />
            </span>
          </span>
        ) : (
          fallback
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label} <span className="font-normal text-base-content/60">(optional)</span>
        </label>
        <input
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
          JPG, PNG or GIF, up to 5 MB.
        </p>
        {error ? (
          <p id={errorId} className="text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
