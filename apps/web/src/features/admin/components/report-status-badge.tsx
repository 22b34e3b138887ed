import type { ReportStatus } from '@reboard/contracts';

const STATUS: Record<ReportStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'badge-warning' },
  dismissed: { label: 'Dismissed', className: 'badge-neutral' },
  removed: { label: 'Removed', className: 'badge-error' },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { label, className } = STATUS[status];
  return <span className={`badge badge-soft ${className}`}>{label}</span>;
}
