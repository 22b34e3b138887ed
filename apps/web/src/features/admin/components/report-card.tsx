import type { AdminReport } from '@reboard/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from './fact.tsx';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
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
  const { t } = useTranslation();
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
          {product.status === 'sold' ? <span className="badge badge-ghost">{t('admin.reports.sold')}</span> : null}
          {product.status === 'removed' && !resolved ? <span className="badge badge-ghost">{t('admin.reports.offMarket')}</span> : null}
          {resolved ? <ReportStatusBadge status={report.status} /> : null}
        </div>
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('admin.fact.seller')}>
          <Person person={report.seller} />
        </Fact>
        <Fact term={t('admin.fact.reportedBy')}>
          <Person person={report.reporter} />
        </Fact>
        <Fact term={t('admin.fact.reportedOn')}>
          <DateTime iso={report.createdAt} />
        </Fact>
        <Fact term={t('admin.fact.reason')} wide>
          <p className="whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2">{report.reason}</p>
        </Fact>
        {resolved ? (
          <>
            <Fact term={t(report.status === 'removed' ? 'admin.fact.removedBy' : 'admin.fact.dismissedBy')}>
              <Person person={report.resolvedBy} />
            </Fact>
            <Fact term={t(report.status === 'removed' ? 'admin.fact.removedOn' : 'admin.fact.dismissedOn')}>
              {report.resolvedAt ? <DateTime iso={report.resolvedAt} /> : '—'}
            </Fact>
          </>
        ) : null}
      </dl>

      {actions ? <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
