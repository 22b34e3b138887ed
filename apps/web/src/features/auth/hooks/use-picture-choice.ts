import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { checkPicture } from '../../../lib/pictures/check-picture.ts';

export type PictureChoice = {
  file: File | null;
  /** A blob: URL for the preview (the CSP allows blob: images). */
  previewUrl: string | null;
  error: string | null;
  choose: (file: File | null) => Promise<void>;
  setError: (message: string | null) => void;
};

/** A picture picked for upload: checked by content at once, previewed, never sent when invalid. */
export function usePictureChoice(): PictureChoice {
  const [choice, setChoice] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);
  const latest = useRef(0);

  const release = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(() => release, []);

  const choose = useCallback(async (file: File | null) => {
    const turn = ++latest.current;
    release();
    setChoice(null);
    setError(null);
    if (!file) return;
    const problem = await checkPicture(file);
    if (turn !== latest.current) return; // another file was picked meanwhile
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    urlRef.current = URL.createObjectURL(file);
    setChoice({ file, url: urlRef.current });
  }, []);

  return { file: choice?.file ?? null, previewUrl: choice?.url ?? null, error, choose, setError };
}
