import type { ConversationReport } from '@reboard/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';
import { LinkedText } from '@/components/linked-text.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { DateTime } from './date-time.tsx';
import { Fact } from './fact.tsx';

type ConversationReportCardProps = { report: ConversationReport; actions?: ReactNode };

/** One reported conversation: the listing, its two parties, who reported it and why, and its messages. */
export function ConversationReportCard({ report, actions }: ConversationReportCardProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
          <Trans
            i18nKey="admin.conversations.heading"
            components={{
              link: (
                <Link to={paths.product(report.listing.id)} className="link link-hover link-primary">
                  {report.listing.name}
                </Link>
              ),
            }}
          />
        </h2>
        {report.status === 'closed' ? <span className="badge badge-ghost">{t('admin.conversations.closed')}</span> : null}
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('admin.fact.buyer')}>{report.buyer.name}</Fact>
        <Fact term={t('admin.fact.seller')}>{report.seller.name}</Fact>
        <Fact term={t('admin.fact.reportedBy')}>{report.reporter.name}</Fact>
        <Fact term={t('admin.fact.reportedOn')}>
          <DateTime iso={report.createdAt} />
        </Fact>
        {report.closedAt ? (
          <Fact term={t('admin.fact.closedOn')}>
            <DateTime iso={report.closedAt} />
          </Fact>
        ) : null}
        <Fact term={t('admin.fact.reason')} wide>
          <p className="whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2">{report.reason}</p>
        </Fact>
      </dl>

      <details className="mt-4" open={report.status === 'open'}>
        <summary className="cursor-pointer text-sm font-semibold">{t('admin.conversations.messages', { number: number(report.messages.length) })}</summary>
        <ol aria-label={t('admin.conversations.messageList')} className="mt-2 flex flex-col gap-2">
          {report.messages.map((m) => (
            <li key={m.id} className="rounded-box bg-base-200 px-3 py-2 text-sm">
              <p className="text-xs font-semibold text-base-content/70">
                {m.senderName} · <DateTime iso={m.createdAt} />
              </p>
              <p className="whitespace-pre-wrap break-words">
                <LinkedText text={m.body} />
              </p>
            </li>
          ))}
        </ol>
      </details>

      {actions ? <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
