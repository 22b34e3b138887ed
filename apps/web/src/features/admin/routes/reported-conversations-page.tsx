import type { ConversationReport } from '@reboard/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useCloseConversationReport, useConversationReports } from '../api/conversation-reports.ts';
import { ConversationReportCard } from '../components/conversation-report-card.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useViewParam, type ViewTab } from '../hooks/use-view-param.ts';

const TABS: [ViewTab<'open' | 'closed'>, ViewTab<'open' | 'closed'>] = [
  { view: 'open', param: 'open', label: 'Open' },
  { view: 'closed', param: 'closed', label: 'Closed' },
];

/** Conversations a participant reported, the only way an admin reads one; closing a report is audited. */
export function ReportedConversationsPage() {
  const [view, changeView] = useViewParam(TABS);
  const reports = useConversationReports(view);
  const closeReport = useCloseConversationReport();
  const [target, setTarget] = useState<ConversationReport | null>(null);

  function confirmClose() {
    if (!target) return;
    closeReport.mutate(target.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastMutationError(error),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <div>
      <PageHeader title="Reported conversations" description="Messages people reported. Read them, act on the accounts if needed, then close the report." />
      <ViewTabs label="Reported conversations" tabs={TABS} view={view} onChange={changeView}>
        <PagedList
          query={reports}
          loadingLabel="Loading reported conversations"
          noun="reports"
          empty={<EmptyState title={view === 'open' ? 'No open reports' : 'No closed reports yet'} />}
        >
          {(items) => (
            <ul aria-label={view === 'open' ? 'Open reports' : 'Closed reports'} className="flex flex-col gap-4">
              {items.map((report) => (
                <li key={report.id}>
                  <ConversationReportCard
                    report={report}
                    actions={
                      report.status === 'open' ? (
                        <button type="button" className="btn btn-sm btn-primary" onClick={() => setTarget(report)}>
                          Close report
                        </button>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </ViewTabs>
      <ConfirmDialog
        open={target !== null}
        title={target ? `Close the report on ${target.listing.name}?` : ''}
        description="The report leaves the open queue; you will no longer be able to act on it from here."
        confirmLabel="Close report"
        tone="primary"
        busy={closeReport.isPending}
        onConfirm={confirmClose}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
