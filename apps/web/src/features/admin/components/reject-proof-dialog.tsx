import { zodResolver } from '@hookform/resolvers/zod';
import { RejectProofSchema, type PendingProof, type RejectProof } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useCheckProof } from '../api/check-proof.ts';

/** Rejecting a proof photo asks why: the seller reads it and can send a better photo. */
export function RejectProofDialog({ proof, onClose }: { proof: PendingProof; onClose: () => void }) {
  const { t } = useTranslation();
  const check = useCheckProof();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectProof>({ resolver: zodResolver(RejectProofSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      const { message } = await check.mutateAsync({ id: proof.id, decision: 'reject', reason });
      toast.success(message);
      onClose();
    } catch (error) {
      refuseDialogForm(error, setError, ['reason'], onClose, t);
    }
  });

  return (
    <FormDialog
      title={t('admin.proofs.rejectTitle', { name: proof.name })}
      description={t('admin.proofs.rejectDescription')}
      label={t('admin.proofs.reject')}
      submitLabel={t('admin.proofs.reject')}
      busy={check.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label={t('admin.proofs.reason')} error={errors.reason?.message}>
        {(a11y) => <textarea {...a11y} {...register('reason')} autoFocus rows={3} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
