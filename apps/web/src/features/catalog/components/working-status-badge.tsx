import type { WorkingStatus } from '@reboard/contracts';
import { WORKING_STATUS_KEYS } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';

const STYLES: Record<WorkingStatus, string> = {
  tested_working: 'badge-success',
  untested: 'badge-neutral',
  for_parts: 'badge-error',
};

export function WorkingStatusBadge({ status }: { status: WorkingStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge-sm badge-outline ${STYLES[status]}`}>{t(WORKING_STATUS_KEYS[status])}</span>;
}
