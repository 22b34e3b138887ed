import type { Condition } from '@reboard/contracts';
import { conditionLabel } from '../../../lib/catalog/product-display.ts';

const STYLES: Record<Condition, string> = {
  excellent: 'badge-success',
  good: 'badge-info',
  fair: 'badge-warning',
};

export function ConditionBadge({ condition }: { condition: Condition }) {
  return <span className={`badge badge-sm font-semibold ${STYLES[condition]}`}>{conditionLabel(condition)}</span>;
}
