import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client.ts';
import { checkPicture } from '../../lib/pictures/check-picture.ts';
import { uploadPicture } from '../../lib/pictures/upload-picture.ts';

export type PictureStatus = 'idle' | 'chosen' | 'uploading' | 'done' | 'error';

export type PictureState = {
  status: PictureStatus;
  /** The chosen file once it passed the checks; null when none, or when it was refused. */
  file: File | null;
  /** 0–100 while uploading; 100 once done. */
  progress: number;
  /** A blob: URL of the chosen file (the CSP allows blob: images), revoked when replaced. */
  previewUrl: string | null;
  /**
   * What to show under the field, through `t`: why the file was refused (contracts' words or
   * key), or why its upload failed (already in the page's language).
   */
  error: string | null;
  /** Why the chosen file was refused before upload; it is never sent, so a form waits for another. */
  refusal: string | null;
};

export type PictureUpload = PictureState & {
  /**
   * Checks a file by its content (the server's own rules) and previews it; a refused file is
   * shown under the field and as a toast. Resolves to the accepted file, null when cleared, or
   * undefined when the file was refused or another was chosen meanwhile.
   */
  choose: (file: File | null) => Promise<File | null | undefined>;
  /**
   * Uploads the chosen file, reporting progress. Resolves to its URL, or undefined when another
   * file was chosen meanwhile. A failure is shown under the field and rethrown, so the caller
   * can say what it means for the form.
   */
  upload: () => Promise<string | undefined>;
};

const IDLE: PictureState = { status: 'idle', file: null, progress: 0, previewUrl: null, error: null, refusal: null };

/** The one picture pipeline (avatars and listing photos): choose → check → preview → upload. */
export function usePictureUpload(): PictureUpload {
  const [state, setState] = useState<PictureState>(IDLE);
  const fileRef = useRef<File | null>(null);
  const previewRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // Bumped by every choice, so a check or an upload for an earlier file never touches the state.
  const turnRef = useRef(0);
  // The latest `t`, read when a message is made: switching the language must not restart an upload.
  const { t } = useTranslation();
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  const reset = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    fileRef.current = null;
  };
  useEffect(() => reset, []);

  const choose = useCallback(async (file: File | null) => {
    const turn = ++turnRef.current;
    reset();
    setState(IDLE);
    if (!file) return null;
    // The same content check as the server's, so a renamed text file never leaves the browser.
    const problem = await checkPicture(file);
    if (turn !== turnRef.current) return undefined;
    if (problem) {
      setState({ ...IDLE, status: 'error', error: problem, refusal: problem });
      toast.error(tRef.current(problem));
      return undefined;
    }
    fileRef.current = file;
    previewRef.current = URL.createObjectURL(file);
    setState({ ...IDLE, status: 'chosen', file, previewUrl: previewRef.current });
    return file;
  }, []);

  const upload = useCallback(async () => {
    const file = fileRef.current;
    if (!file) throw new Error('Choose a picture before uploading it');
    const turn = turnRef.current;
    const controller = new AbortController();
    abortRef.current = controller;
    setState((current) => ({ ...current, status: 'uploading', progress: 0, error: null }));
    try {
      const url = await uploadPicture(file, {
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
      const message = errorMessage(error, tRef.current, tRef.current('common.picture.uploadFailed'));
      setState((current) => ({ ...current, status: 'error', error: message }));
      throw error;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, []);

  return { ...state, choose, upload };
}
