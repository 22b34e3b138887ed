import { zodResolver } from '@hookform/resolvers/zod';
import { CancelSaleSchema, CloseProblemSchema, type AdminProblem } from '@reboard/contracts/schemas';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useResolveProblem } from '../api/resolve-problem.ts';

export type ProblemAction = 'refund' | 'close';

/** What an admin writes: the refund's reason, or the note on closing; the form holds one of them. */
type Words = { reason?: string; note?: string };

/** Each action's field, its label and button (catalogue keys), its schema, and its dialog's words. */
const ASK = {
  refund: {
    field: 'reason',
    label: 'admin.fact.reason',
    submit: 'admin.problems.refundSubmit',
    schema: CancelSaleSchema,
    title: (t: TFunction, p: AdminProblem) => t('admin.problems.refundTitle', { buyer: p.buyer.name, product: p.order.productName }),
    description: (t: TFunction, p: AdminProblem) => t('admin.problems.refundDescription', { buyer: p.buyer.name }),
  },
  close: {
    field: 'note',
    label: 'admin.fact.note',
    submit: 'admin.problems.closeSubmit',
    schema: CloseProblemSchema,
    title: (t: TFunction, p: AdminProblem) => t('admin.problems.closeTitle', { product: p.order.productName }),
    description: (t: TFunction, p: AdminProblem) => t('admin.problems.closeDescription', { buyer: p.buyer.name }),
  },
} as const;

/** The confirmation of a refund or a close, asking for the words both sides will read. */
export function ResolveProblemDialog({ problem, action, onClose }: { problem: AdminProblem; action: ProblemAction; onClose: () => void }) {
  const { t } = useTranslation();
  const resolve = useResolveProblem();
  const ask = ASK[action];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Words>({ resolver: zodResolver(ask.schema as z.ZodType<Words, Words>), defaultValues: { [ask.field]: '' } });

  const onSubmit = handleSubmit(async (words) => {
    const text = words[ask.field] ?? '';
    try {
      const { message } = await resolve.mutateAsync(
        action === 'refund' ? { id: problem.id, action, reason: text } : { id: problem.id, action, note: text },
      );
      toast.success(message);
      onClose();
    } catch (error) {
      refuseDialogForm(error, setError, [ask.field], onClose, t);
    }
  });

  return (
    <FormDialog
      title={ask.title(t, problem)}
      description={ask.description(t, problem)}
      label={t(ask.submit)}
      submitLabel={t(ask.submit)}
      busy={resolve.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label={t(ask.label)} error={errors[ask.field]?.message}>
        {(a11y) => <textarea {...a11y} {...register(ask.field)} autoFocus maxLength={300} rows={3} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
