import type { ReportStatus } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';

const STATUS: Record<ReportStatus, { labelKey: string; className: string }> = {
  open: { labelKey: 'admin.reports.status.open', className: 'badge-warning' },
  dismissed: { labelKey: 'admin.reports.status.dismissed', className: 'badge-neutral' },
  removed: { labelKey: 'admin.reports.status.removed', className: 'badge-error' },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const { labelKey, className } = STATUS[status];
  return <span className={`badge badge-soft ${className}`}>{t(labelKey)}</span>;
}
