import { PROBLEM_KIND_LABELS, type OrderProblem } from '@reboard/contracts';

const STATUS_WORDS: Record<OrderProblem['status'], string> = {
  open: 'Problem reported',
  refunded: 'Refunded by Reboard',
  closed: 'Problem closed by Reboard',
};

/**
 * Where a buyer's problem report stands, in a line or two for a row of My Cart or My Buyers:
 * reported and waiting, or how Reboard decided (with the admin's words).
 */
export function ProblemStatus({ problem }: { problem: OrderProblem | null }) {
  if (!problem) return null;
  const tone = problem.status === 'open' ? 'badge-error' : problem.status === 'refunded' ? 'badge-info' : 'badge-ghost';
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-soft ${tone} h-auto font-semibold`}>{STATUS_WORDS[problem.status]}</span>
      <p className="text-xs text-base-content/70">
        {problem.status === 'open' ? `${PROBLEM_KIND_LABELS[problem.kind]}: Reboard is looking at it` : `“${problem.resolutionNote ?? ''}”`}
      </p>
    </div>
  );
}
