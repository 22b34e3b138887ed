import type { FormEventHandler, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Modal, ModalActions } from './modal.tsx';
import { PendingButton } from './pending-button.tsx';

type FormDialogProps = {
  title: string;
  description: ReactNode;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** While the submit runs: the buttons are inactive and Escape does nothing. */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A short form in a dialog (booking, shipping): its fields, then Cancel and the submit button
 * with its pending state. At the bottom of a phone's screen, in the middle from 640 px. Rendered
 * into the body, so a table or card it is opened from does not clip or restyle it.
 */
export function FormDialog({ title, description, label, submitLabel, busy, onSubmit, onClose, children }: FormDialogProps) {
  return createPortal(
    <Modal className="modal-bottom sm:modal-middle" title={title} description={description} busy={busy} onCancel={onClose}>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3" aria-label={label}>
        {children}
        <ModalActions busy={busy} onCancel={onClose}>
          <PendingButton type="submit" className="btn btn-primary" pending={busy}>
            {submitLabel}
          </PendingButton>
        </ModalActions>
      </form>
    </Modal>,
    document.body,
  );
}
