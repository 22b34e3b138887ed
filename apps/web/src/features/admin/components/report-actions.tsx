import type { AdminReport } from '@reboard/contracts';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useResolveReport } from '../api/resolve-report.ts';

type ReportActionsProps = {
  report: AdminReport;
  /** Removing asks first: the page owns the confirmation dialog. */
  onRemove: (report: AdminReport) => void;
  /** True while this report's removal is being confirmed or sent. */
  removing: boolean;
};

/** Dismiss (the listing stays, the report closes) or Remove listing. */
export function ReportActions({ report, onRemove, removing }: ReportActionsProps) {
  const { t } = useTranslation();
  const dismiss = useResolveReport();
  // A sold listing keeps its sale; the server only lets its report be dismissed.
  const canRemove = report.product.status === 'active';

  return (
    <>
      <PendingButton
        className="btn btn-sm btn-outline"
        pending={dismiss.isPending}
        spinnerSize="xs"
        disabled={removing}
        onClick={() =>
          dismiss.mutate(
            { id: report.id, action: 'dismiss' },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toastMutationError(error, t),
            },
          )
        }
      >
        {t('admin.reports.dismiss')}
      </PendingButton>
      {canRemove ? (
        <button type="button" className="btn btn-sm btn-error" disabled={dismiss.isPending || removing} onClick={() => onRemove(report)}>
          {t('admin.reports.removeListing')}
        </button>
      ) : null}
    </>
  );
}
