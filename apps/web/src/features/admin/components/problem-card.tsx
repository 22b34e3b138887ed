import { ORDER_STEP_LABELS, PROBLEM_KIND_LABELS, type AdminProblem } from '@reboard/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/config/use-money.ts';
import { paths } from '../../../lib/paths.ts';
import { DateTime } from './date-time.tsx';
import { Fact } from './fact.tsx';
import { Person } from './person.tsx';

/** How a resolved problem ended; the open queue needs no badge. */
const OUTCOME = {
  refunded: { label: 'Refunded', className: 'badge-info' },
  closed: { label: 'Closed', className: 'badge-neutral' },
} as const;

/** One buyer's problem: what went wrong, the order (listing, price, both sides, step) and how it ended. */
export function ProblemCard({ problem, actions }: { problem: AdminProblem; actions?: ReactNode }) {
  const titleId = useId();
  const money = useMoney();
  const { order } = problem;
  const outcome = problem.status === 'open' ? undefined : OUTCOME[problem.status];
  const resolved = outcome !== undefined;

  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
          {PROBLEM_KIND_LABELS[problem.kind]}:{' '}
          <Link to={paths.product(order.productId)} className="link link-hover link-primary">
            {order.productName}
          </Link>
        </h2>
        {outcome ? <span className={`badge badge-soft ${outcome.className}`}>{outcome.label}</span> : null}
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Buyer">
          <Person person={problem.buyer} />
        </Fact>
        <Fact term="Seller">
          <Person person={problem.seller} />
        </Fact>
        <Fact term="Order">
          <span className="font-semibold">{money(order.price)}</span> · {ORDER_STEP_LABELS[order.step]}
        </Fact>
        <Fact term="Reported on">
          <DateTime iso={problem.openedAt} />
        </Fact>
        <Fact term="Description" wide>
          <p className="whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2">{problem.description}</p>
        </Fact>
        {resolved ? (
          <>
            <Fact term={problem.status === 'refunded' ? 'Refunded by' : 'Closed by'}>
              <Person person={problem.resolvedBy} />
            </Fact>
            <Fact term={problem.status === 'refunded' ? 'Reason' : 'Note'}>{problem.resolutionNote ?? '—'}</Fact>
          </>
        ) : null}
      </dl>

      {actions ? <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
