import type { AdminReport } from '@reboard/contracts';

const STATUS: Record<AdminReport['status'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'badge-warning' },
  dismissed: { label: 'Dismissed', className: 'badge-neutral' },
  removed: { label: 'Removed', className: 'badge-error' },
};

export function ReportStatusBadge({ status }: { status: AdminReport['status'] }) {
  const { label, className } = STATUS[status];
  return <span className={`badge badge-soft ${className}`}>{label}</span>;
}
