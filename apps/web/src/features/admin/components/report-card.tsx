import type { AdminReport } from '@reboard/contracts';
import { useId, type ReactNode } from 'react';
import { Fact } from './fact.tsx';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DateTime } from './date-time.tsx';
import { Person } from './person.tsx';
import { ReportStatusBadge } from './report-status-badge.tsx';

type ReportCardProps = {
  report: AdminReport;
  /** The open queue's buttons; resolved reports show their outcome instead. */
  actions?: ReactNode;
};

/** One report: the listing, its seller, who reported it and why, and when (and how it ended). */
export function ReportCard({ report, actions }: ReportCardProps) {
  const titleId = useId();
  const { product } = report;
  const resolved = report.status !== 'open';

  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
          {/* A removed listing has no public page any more; a link would open the error page. */}
          {product.status !== 'removed' ? (
            <Link to={paths.product(product.id)} className="link link-hover link-primary">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          {product.status === 'sold' ? <span className="badge badge-ghost">Sold</span> : null}
          {product.status === 'removed' && !resolved ? <span className="badge badge-ghost">Off the market</span> : null}
          {resolved ? <ReportStatusBadge status={report.status} /> : null}
        </div>
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Seller">
          <Person person={report.seller} />
        </Fact>
        <Fact term="Reported by">
          <Person person={report.reporter} />
        </Fact>
        <Fact term="Reported on">
          <DateTime iso={report.createdAt} />
        </Fact>
        <Fact term="Reason" wide>
          <p className="whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2">{report.reason}</p>
        </Fact>
        {resolved ? (
          <>
            <Fact term={report.status === 'removed' ? 'Removed by' : 'Dismissed by'}>
              <Person person={report.resolvedBy} />
            </Fact>
            <Fact term={report.status === 'removed' ? 'Removed on' : 'Dismissed on'}>
              {report.resolvedAt ? <DateTime iso={report.resolvedAt} /> : '—'}
            </Fact>
          </>
        ) : null}
      </dl>

      {actions ? <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
