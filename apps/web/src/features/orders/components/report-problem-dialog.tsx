import { zodResolver } from '@hookform/resolvers/zod';
import { PROBLEM_KIND_KEYS, PROBLEM_KINDS, ReportProblemSchema, type Order, type ReportProblem } from '@reboard/contracts/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useReportProblem } from '../api/take-order-step.ts';
import { fieldMessage } from '../utils/order-field-message.ts';

/** A sold order not yet arrived, without an open problem: what the server accepts a report on. */
const REPORTABLE: ReadonlySet<Order['step']> = new Set(['paid', 'confirmed', 'shipped', 'handed_over']);
const canReportProblem = (order: Order): boolean => REPORTABLE.has(order.step) && order.problem?.status !== 'open';

type FormInput = z.input<typeof ReportProblemSchema>;

/**
 * "Report a problem" on one of the buyer's orders, and the dialog it opens: what went wrong and
 * a description, sent to Reboard's admins. Renders nothing for an order that cannot take one, so
 * any page showing an order (My Cart, an order page) can mount it as it is.
 */
export function ReportProblemDialog({ order, className = 'btn btn-ghost btn-sm' }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canReportProblem(order)) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('orders.problem.report')}
      </button>
      {open ? <ProblemForm order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ProblemForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportProblem();
  const kindErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, ReportProblem>({
    resolver: zodResolver(ReportProblemSchema),
    // No kind chosen at first: the person says which.
    defaultValues: { description: '' },
  });

  // Registered here rather than in the markup: the field name is not words to translate.
  const descriptionField = register('description');

  const onSubmit = handleSubmit(async (problem) => {
    try {
      await report.mutateAsync({ id: order.id, problem });
    } catch (error) {
      refuseDialogForm(error, setError, ['kind', 'description'], onClose, t);
      return;
    }
    toast.success(t('orders.problem.reported'));
    onClose();
  });

  return (
    <FormDialog
      title={t('orders.problem.title', { name: order.productName })}
      description={t('orders.problem.description')}
      label={t('orders.problem.label')}
      submitLabel={t('orders.problem.submit')}
      busy={report.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset aria-describedby={errors.kind ? kindErrorId : undefined} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('orders.problem.whatWentWrong')}</legend>
        {PROBLEM_KINDS.map((kind, index) => (
          <label key={kind} className="flex cursor-pointer items-center gap-2">
            <input type="radio" value={kind} {...register('kind')} autoFocus={index === 0} className="radio radio-sm" aria-invalid={!!errors.kind} />
            <span>{t(PROBLEM_KIND_KEYS[kind])}</span>
          </label>
        ))}
        {errors.kind ? (
          <p id={kindErrorId} className="text-sm text-error">
            {fieldMessage(t, errors.kind.message)}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t('orders.problem.describe')} error={fieldMessage(t, errors.description?.message)}>
        {(a11y) => <textarea {...a11y} {...descriptionField} maxLength={1000} rows={4} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
