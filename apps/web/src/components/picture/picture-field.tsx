import { useId } from 'react';
import { ProductPicture } from '../product-picture.tsx';
import { PICTURE_ACCEPT } from '../../lib/pictures/check-picture.ts';
import type { UploadStatus } from './use-picture-upload.ts';

type ListingPictureFieldProps = {
  /** The picture to show: the new file's preview, else the listing's saved picture. */
  previewUrl: string | null;
  status: UploadStatus;
  progress: number;
  error: string | null;
  disabled?: boolean;
  /** Bumped to empty the file input (after Remove). */
  inputKey: number;
  onFile: (file: File | null) => void;
  onRemove: () => void;
};

/** The listing's optional picture: a preview, the file input, and the upload's progress. */
export function ListingPictureField(props: ListingPictureFieldProps) {
  const { previewUrl, status, progress, error, disabled, inputKey, onFile, onRemove } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showProgress = status === 'uploading' || status === 'done';

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="w-full shrink-0 sm:w-48">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt="Preview of the product picture"
            className="aspect-[4/3] w-full rounded-box border border-base-300 bg-base-200 object-cover"
          />
        ) : (
          <ProductPicture src={null} alt="" className="aspect-[4/3] w-full rounded-box border border-dashed border-base-300" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Product picture <span className="font-normal text-base-content/60">(optional)</span>
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
          JPG, PNG or GIF, up to 5 MB. It uploads as soon as you choose it.
        </p>
        {showProgress ? (
          <div className="flex items-center gap-3">
            <progress
              className={`progress w-full ${status === 'done' ? 'progress-success' : 'progress-primary'}`}
              value={progress}
              max={100}
              aria-label="Picture upload progress"
            />
            <span className="w-28 shrink-0 text-xs text-base-content/70" aria-live="polite">
              {status === 'done' ? 'Picture uploaded' : `Uploading… ${progress}%`}
            </span>
          </div>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm text-error">
            {error}
          </p>
        ) : null}
        {previewUrl && status !== 'uploading' ? (
          <button type="button" className="btn btn-ghost btn-xs self-start" onClick={onRemove} disabled={disabled}>
            Remove picture
          </button>
        ) : null}
      </div>
    </div>
  );
}
