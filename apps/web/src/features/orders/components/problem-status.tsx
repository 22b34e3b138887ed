import { PROBLEM_KIND_KEYS, type OrderProblem } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';

const STATUS_KEYS = {
  open: 'orders.problem.status.open',
  refunded: 'orders.problem.status.refunded',
  closed: 'orders.problem.status.closed',
} as const satisfies Record<OrderProblem['status'], string>;

/**
 * Where a buyer's problem report stands, in a line or two for a row of My Cart or My Buyers:
 * reported and waiting, or how Reboard decided (with the admin's words).
 */
export function ProblemStatus({ problem }: { problem: OrderProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const tone = problem.status === 'open' ? 'badge-error' : problem.status === 'refunded' ? 'badge-info' : 'badge-ghost';
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-soft ${tone} h-auto font-semibold`}>{t(STATUS_KEYS[problem.status])}</span>
      <p className="text-xs text-base-content/70">
        {problem.status === 'open' ? t('orders.problem.looking', { kind: t(PROBLEM_KIND_KEYS[problem.kind]) }) : `“${problem.resolutionNote ?? ''}”`}
      </p>
    </div>
  );
}
