import { zodResolver } from '@hookform/resolvers/zod';
import { ReportRequestSchema, type ReportRequest } from '@reboard/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PendingButton } from '../../../components/pending-button.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useReportProduct } from '../api/report-product.ts';

type ReportProductDialogProps = {
  product: { id: string; name: string };
  onClose: () => void;
};

/**
 * Asks why a listing should be looked at and sends it to the admins' queue. Mounted only while
 * open; a native modal <dialog>, so focus stays inside and Escape cancels.
 */
export function ReportProductDialog({ product, onClose }: ReportProductDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const report = useReportProduct();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportRequest>({ resolver: zodResolver(ReportRequestSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const busy = report.isPending;
  // Closing the modal first lets focus return to the flag button before React unmounts it.
  const close = () => {
    ref.current?.close();
    onClose();
  };
  async function submit({ reason }: ReportRequest) {
    try {
      const { message } = await report.mutateAsync({ id: product.id, reason });
      toast.success(message);
      close();
    } catch (error) {
      // A reason the server refused is fixed in place; anything else is a toast.
      if (setServerErrors(setError, error, ['reason'])) return;
      toastMutationError(error);
      // Already reported, own listing, or gone: nothing to fix here, so the dialog closes.
      if (isApiRequestError(error) && [403, 404, 409].includes(error.status)) close();
    }
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) close();
      }}
    >
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="modal-box flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          Report {product.name}
        </h2>
        <p className="text-sm text-base-content/70">
          Tell our team what is wrong with this listing. The seller will not see who reported it.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium">
            Reason
          </label>
          <textarea
            id={reasonId}
            {...register('reason')}
            required
            rows={4}
            maxLength={500}
            placeholder="e.g. The pictures belong to another listing"
            aria-invalid={!!errors.reason}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            className={`textarea w-full ${errors.reason ? 'textarea-error' : ''}`}
          />
          {errors.reason ? (
            <p id={`${reasonId}-error`} className="text-sm text-error">
              {errors.reason.message}
            </p>
          ) : null}
        </div>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            Cancel
          </button>
          <PendingButton type="submit" className="btn btn-error" pending={busy}>
            Report
          </PendingButton>
        </div>
      </form>
    </dialog>
  );
}
