import { ORDER_STEP_KEYS, PROBLEM_KIND_KEYS, type AdminProblem } from '@reboard/contracts/schemas';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { useUnitsText } from '@/components/units-line.tsx';
import { DateTime } from './date-time.tsx';
import { Fact } from './fact.tsx';
import { Person } from './person.tsx';

/** How a resolved problem ended; the open queue needs no badge. */
const OUTCOME = {
  refunded: { labelKey: 'admin.problems.refunded', className: 'badge-info' },
  closed: { labelKey: 'admin.problems.closed', className: 'badge-neutral' },
} as const;

/** One buyer's problem: what went wrong, the order (listing, price, both sides, step) and how it ended. */
export function ProblemCard({ problem, actions }: { problem: AdminProblem; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const units = useUnitsText()(problem.order);
  const titleId = useId();
  const { order } = problem;
  const outcome = problem.status === 'open' ? undefined : OUTCOME[problem.status];
  const resolved = outcome !== undefined;

  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
          <Trans
            i18nKey="admin.problems.heading"
            values={{ kind: t(PROBLEM_KIND_KEYS[problem.kind]) }}
            components={{
              link: (
                <Link to={paths.product(order.productId)} className="link link-hover link-primary">
                  {order.productName}
                </Link>
              ),
            }}
          />
        </h2>
        {outcome ? <span className={`badge badge-soft ${outcome.className}`}>{t(outcome.labelKey)}</span> : null}
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('admin.fact.buyer')}>
          <Person person={problem.buyer} />
        </Fact>
        <Fact term={t('admin.fact.seller')}>
          <Person person={problem.seller} />
        </Fact>
        <Fact term={t('admin.fact.order')}>
          {/* What the buyer paid, delivery included (what a refund returns), with a lot's units. */}
          <span className="font-semibold">{money(order.total)}</span>
          {units ? ` (${units})` : null} · {t(ORDER_STEP_KEYS[order.step])}
        </Fact>
        <Fact term={t('admin.fact.reportedOn')}>
          <DateTime iso={problem.openedAt} />
        </Fact>
        <Fact term={t('admin.fact.description')} wide>
          <p className="whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2">{problem.description}</p>
        </Fact>
        {resolved ? (
          <>
            <Fact term={t(problem.status === 'refunded' ? 'admin.fact.refundedBy' : 'admin.fact.closedBy')}>
              <Person person={problem.resolvedBy} />
            </Fact>
            <Fact term={t(problem.status === 'refunded' ? 'admin.fact.reason' : 'admin.fact.note')}>{problem.resolutionNote ?? '—'}</Fact>
          </>
        ) : null}
      </dl>

      {actions ? <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
