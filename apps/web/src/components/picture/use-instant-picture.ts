import { useState } from 'react';
import { useMutationErrorToast } from '../../lib/mutation-toast.ts';
import { usePictureUpload } from './use-picture-upload.ts';

/**
 * One optional picture that uploads as soon as it is chosen, for a form that keeps only its URL:
 * `setUrl` gets the uploaded URL, or '' when it is removed. A refused or replaced file leaves
 * the URL as it was. `failure` is the toast for a failed upload, in the page's language.
 */
export function useInstantPicture(setUrl: (url: string) => void, failure: string) {
  const upload = usePictureUpload();
  const toastError = useMutationErrorToast();
  // Bumped to empty the file input after Remove.
  const [inputKey, setInputKey] = useState(0);

  async function choose(file: File | null) {
    const chosen = await upload.choose(file);
    if (chosen === null) setUrl('');
    if (!chosen) return;
    try {
      const url = await upload.upload();
      if (url) setUrl(url);
    } catch (error) {
      toastError(error, failure);
    }
  }

  function remove() {
    void upload.choose(null);
    setUrl('');
    setInputKey((key) => key + 1);
  }

  return { upload, inputKey, choose, remove };
}
