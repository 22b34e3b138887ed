import { useEffect, useId, useRef } from 'react';
import { PendingButton } from './pending-button.tsx';

type ConfirmDialogProps = {
  /** Whether the dialog is showing; the parent owns this state. */
  open: boolean;
  /** The dialog's title, e.g. "Delete ESP32 board?". */
  title: string;
  /** The confirm button's label, e.g. "Delete". */
  confirmLabel: string;
  /** True while the confirmed action runs: the buttons are disabled and the confirm button spins. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The spec's confirmation dialog: a title, 'Action cannot be undone', a confirm button and
 * Cancel. A native <dialog> shown modally, so focus is trapped and Escape cancels.
 */
export function ConfirmDialog({ open, title, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p id={messageId} className="py-4 text-base-content/80">
          Action cannot be undone
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <PendingButton className="btn btn-error" onClick={onConfirm} pending={busy}>
            {confirmLabel}
          </PendingButton>
        </div>
      </div>
    </dialog>
  );
}
