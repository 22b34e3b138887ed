import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api-client.ts';
import { checkPicture } from '../../lib/pictures/check-picture.ts';
import { uploadListingPicture } from '../../lib/pictures/upload-picture.ts';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

type UploadState = {
  status: UploadStatus;
  /** 0–100 while uploading; 100 once done. */
  progress: number;
  /** A blob: URL of the chosen file, shown before and after the upload. */
  previewUrl: string | null;
  error: string | null;
};

const IDLE: UploadState = { status: 'idle', progress: 0, previewUrl: null, error: null };

export type PictureUpload = UploadState & {
  /**
   * Checks and uploads a file at once, so the listing is saved with a URL. Resolves to the
   * URL, null when cleared, or undefined when the file was refused or replaced meanwhile.
   */
  choose: (file: File | null) => Promise<string | null | undefined>;
};

export function usePictureUpload(): PictureUpload {
  const [state, setState] = useState<UploadState>(IDLE);
  const previewRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const turnRef = useRef(0);

  const reset = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  };
  useEffect(() => reset, []);

  const choose = useCallback(async (file: File | null) => {
    const turn = ++turnRef.current;
    reset();
    setState(IDLE);
    if (!file) return null;

    const fail = (message: string) => {
      setState((current) => ({ ...current, status: 'error', error: message }));
      toast.error(message);
      return undefined;
    };
    // The same content check as the server's, so a renamed text file never leaves the browser.
    const problem = await checkPicture(file);
    if (turn !== turnRef.current) return undefined;
    if (problem) return fail(problem);

    const previewUrl = URL.createObjectURL(file);
    previewRef.current = previewUrl;
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', progress: 0, previewUrl, error: null });
    try {
      const url = await uploadListingPicture(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (turn === turnRef.current) setState((current) => ({ ...current, progress }));
        },
      });
      if (turn !== turnRef.current) return undefined;
      setState((current) => ({ ...current, status: 'done', progress: 100 }));
      return url;
    } catch (error) {
      if (turn !== turnRef.current) return undefined;
      return fail(errorMessage(error, 'The picture could not be uploaded'));
    }
  }, []);

  return { ...state, choose };
}
