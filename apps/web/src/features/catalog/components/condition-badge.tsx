import type { Condition } from '@reboard/contracts';
import { CONDITION_KEYS } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';

const STYLES: Record<Condition, string> = {
  excellent: 'badge-success',
  good: 'badge-info',
  fair: 'badge-warning',
};

export function ConditionBadge({ condition }: { condition: Condition }) {
  const { t } = useTranslation();
  return <span className={`badge badge-sm font-semibold ${STYLES[condition]}`}>{t(CONDITION_KEYS[condition])}</span>;
}
