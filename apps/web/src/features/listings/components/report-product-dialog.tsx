import { zodResolver } from '@hookform/resolvers/zod';
import { ReportRequestSchema, type ReportRequest } from '@reboard/contracts/schemas';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { Modal, ModalActions } from '@/components/modal.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useReportProduct } from '../api/report-product.ts';

type ReportProductDialogProps = {
  product: { id: string; name: string };
  onClose: () => void;
};

/** Asks why a listing should be looked at and sends it to the admins' queue. Mounted only while open. */
export function ReportProductDialog({ product, onClose }: ReportProductDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const report = useReportProduct();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportRequest>({ resolver: zodResolver(ReportRequestSchema), defaultValues: { reason: '' } });

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
      if (setServerErrors(setError, error, ['reason'], { t })) return;
      toastMutationError(error, t);
      // Already reported, own listing, or gone: nothing to fix here, so the dialog closes.
      if (isApiRequestError(error) && [403, 404, 409].includes(error.status)) close();
    }
  }

  return (
    <Modal
      title={t('listings.report.title', { name: product.name })}
      description={t('listings.report.description')}
      busy={busy}
      onCancel={close}
      dialogRef={ref}
    >
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField label={t('listings.report.reason')} error={errors.reason?.message}>
          {(a11y) => (
            <textarea
              {...a11y}
              {...register('reason')}
              rows={4}
              maxLength={500}
              placeholder={t('listings.report.reasonHint')}
              className={`textarea w-full ${errors.reason ? 'textarea-error' : ''}`}
            />
          )}
        </FormField>
        <ModalActions busy={busy} onCancel={close}>
          <PendingButton type="submit" className="btn btn-error" pending={busy}>
            {t('listings.report.submit')}
          </PendingButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
