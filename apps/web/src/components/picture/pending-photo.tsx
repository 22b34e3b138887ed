import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutationErrorToast } from '../../lib/mutation-toast.ts';
import { usePictureUpload } from './use-picture-upload.ts';

type PendingPhotoProps = {
  file: File;
  /** How the form names this photo ("Photo 2 of 3"). */
  label: string;
  /** The upload's URL: the photo is saved with the listing from now on. */
  onUploaded: (url: string) => void;
  /** The file is not a picture we take, for `reason` (the spec's words or their key): it leaves the list. */
  onRefused: (reason: string) => void;
};

/**
 * One chosen file on its way: the one picture pipeline (usePictureUpload: content check,
 * preview, upload with progress), one hook per file, so several upload side by side and each
 * shows its own progress.
 */
export function PendingPhoto({ file, label, onUploaded, onRefused }: PendingPhotoProps) {
  const { t } = useTranslation();
  const toastError = useMutationErrorToast();
  const { choose, upload, previewUrl, progress, status, error, refusal } = usePictureUpload();
  // The latest callbacks, without restarting the upload when the parent re-renders.
  const done = useRef({ onUploaded, onRefused, onFailed: (failure: unknown) => toastError(failure, t('common.picture.uploadFailed')) });
  useEffect(() => {
    done.current = { onUploaded, onRefused, onFailed: (failure) => toastError(failure, t('common.picture.uploadFailed')) };
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      // A refused file resolves to undefined; its reason arrives as `refusal` (below).
      if (!(await choose(file)) || !live) return;
      try {
        const url = await upload();
        if (live && url) done.current.onUploaded(url);
      } catch (failure) {
        if (live) done.current.onFailed(failure);
      }
    })();
    return () => {
      live = false;
    };
  }, [file, choose, upload]);

  useEffect(() => {
    if (refusal) done.current.onRefused(refusal);
  }, [refusal]);

  return (
    <div className="flex flex-col gap-1">
      {previewUrl ? (
        <img src={previewUrl} alt={t('common.photos.uploadingAlt', { label })} className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover opacity-70" />
      ) : (
        <div className="aspect-[4/3] w-full rounded-box bg-base-200" />
      )}
      <progress
        className={`progress w-full ${status === 'error' ? 'progress-error' : 'progress-primary'}`}
        value={progress}
        max={100}
        aria-label={t('common.photos.progressOf', { name: file.name })}
      />
      <span className="text-xs text-base-content/70" aria-live="polite">
        {error ? t(error) : status === 'uploading' ? t('common.picture.uploading', { progress }) : t('common.photos.checking')}
      </span>
    </div>
  );
}
