import { WORKING_STATUS_LABELS, type WorkingStatus } from '@reboard/contracts';

const STYLES: Record<WorkingStatus, string> = {
  tested_working: 'badge-success',
  untested: 'badge-neutral',
  for_parts: 'badge-error',
};

export function WorkingStatusBadge({ status }: { status: WorkingStatus }) {
  return (
    <span className={`badge badge-sm badge-outline ${STYLES[status]}`}>{WORKING_STATUS_LABELS[status]}</span>
  );
}
