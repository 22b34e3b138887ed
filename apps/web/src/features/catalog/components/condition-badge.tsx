import { CONDITION_KEYS, type Condition } from '@reboard/contracts';
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
