import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type ModalProps = {
  /** Shown while true; a modal its owner mounts only while needed can leave it out. */
  open?: boolean;
  /** The heading, which also names the dialog. */
  title: string;
  /** A line under the heading, also read out as the dialog's description. */
  description?: ReactNode;
  /** While an action runs, Escape does nothing: the person sees how it ends. */
  busy?: boolean;
  /** Escape (and the Cancel of ModalActions). */
  onCancel: () => void;
  /** Extra classes for the dialog, e.g. where it sits on phones. */
  className?: string;
  /** Extra classes for the box inside, e.g. a full-screen photo viewer's size. */
  boxClassName?: string;
  /**
   * For an owner that closes the dialog itself before unmounting it: only a closed modal lets
   * focus go back to the page at once.
   */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
};

/**
 * Every dialog of the app: a native <dialog> shown modally, so focus moves inside and stays
 * there, the page behind is inert and Escape cancels.
 */
export function Modal({ open = true, title, description, busy = false, onCancel, className = '', boxClassName = '', dialogRef, children }: ModalProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);

  // Unmounted while showing: close it, so nothing keeps the page inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className={`modal-box ${boxClassName}`}>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-base-content/70">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}

type ModalActionsProps = {
  /** While true, Cancel is disabled too. */
  busy?: boolean;
  onCancel: () => void;
  /** The dialog's own action, after Cancel. */
  children: ReactNode;
};

/** A dialog's button row: Cancel, then its action. */
export function ModalActions({ busy = false, onCancel, children }: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-action">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      {children}
    </div>
  );
}
