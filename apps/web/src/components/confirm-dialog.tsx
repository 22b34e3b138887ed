import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from './modal.tsx';
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
  /** What confirming does; the spec's 'Action cannot be undone' unless the action can be undone. */
  description?: string;
  /** 'danger' (red) for destructive actions; 'primary' for ones that put something back. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's confirmation dialog: a title, 'Action cannot be undone', a confirm button and Cancel. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy = false,
  description,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} description={description ?? t('common.confirm.cannotUndo')} busy={busy} onCancel={onCancel}>
      <ModalActions busy={busy} onCancel={onCancel}>
        <PendingButton className={tone === 'danger' ? 'btn btn-error' : 'btn btn-primary'} onClick={onConfirm} pending={busy}>
          {confirmLabel}
        </PendingButton>
      </ModalActions>
    </Modal>
  );
}
