import { useEffect, useRef } from 'react';

/**
 * Shows a native <dialog> modally once it is mounted: focus moves inside and stays there,
 * Escape fires the dialog's `cancel` event, and the page behind is inert.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
