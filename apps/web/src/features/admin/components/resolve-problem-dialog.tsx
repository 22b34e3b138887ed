import { zodResolver } from '@hookform/resolvers/zod';
import { CancelSaleSchema, CloseProblemSchema, type AdminProblem } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { refuseDialogForm } from '../../../lib/form-errors.ts';
import { useResolveProblem } from '../api/resolve-problem.ts';

export type ProblemAction = 'refund' | 'close';

/** What an admin writes: the refund's reason, or the note on closing; the form holds one of them. */
type Words = { reason?: string; note?: string };

const ASK = {
  refund: {
    field: 'reason',
    label: 'Reason',
    submit: 'Refund buyer',
    schema: CancelSaleSchema,
    title: (p: AdminProblem) => `Refund ${p.buyer.name} for ${p.order.productName}?`,
    description: (p: AdminProblem) =>
      `${p.buyer.name} gets their payment back and the order is cancelled; the listing stays sold. Both sides read your reason. This cannot be undone.`,
  },
  close: {
    field: 'note',
    label: 'Note',
    submit: 'Close problem',
    schema: CloseProblemSchema,
    title: (p: AdminProblem) => `Close the problem with ${p.order.productName}?`,
    description: (p: AdminProblem) => `No refund: the order goes on. ${p.buyer.name} and the seller read your note.`,
  },
} as const;

/** The confirmation of a refund or a close, asking for the words both sides will read. */
export function ResolveProblemDialog({ problem, action, onClose }: { problem: AdminProblem; action: ProblemAction; onClose: () => void }) {
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
      refuseDialogForm(error, setError, [ask.field], onClose);
    }
  });

  return (
    <FormDialog
      title={ask.title(problem)}
      description={ask.description(problem)}
      label={ask.submit}
      submitLabel={ask.submit}
      busy={resolve.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label={ask.label} error={errors[ask.field]?.message}>
        {(a11y) => <textarea {...a11y} {...register(ask.field)} autoFocus maxLength={300} rows={3} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
