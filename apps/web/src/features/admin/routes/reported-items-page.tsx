import type { AdminReport } from '@reboard/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { PagedList } from '../components/paged-list.tsx';
import { ReportActions } from '../components/report-actions.tsx';
import { ReportCard } from '../components/report-card.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useSearchTerm } from '../hooks/use-search-term.ts';
import { useViewParam } from '../hooks/use-view-param.ts';
import { QUEUE_TABS } from '../utils/queue-views.ts';

/** The queue of open reports, and (?view=history) what was already decided, by whom and when. */
export function ReportedItemsPage() {
  const [view, changeView] = useViewParam(QUEUE_TABS);
  const search = useSearchTerm();
  const reports = useReports(view, search.term);
  const remove = useResolveReport();
  const [target, setTarget] = useState<AdminReport | null>(null);

  function confirmRemove() {
    if (!target) return;
    remove.mutate(
      { id: target.id, action: 'remove' },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toastMutationError(error),
        onSettled: () => setTarget(null),
      },
    );
  }

  const emptyTitle = search.term
    ? `No reports match “${search.term}”`
    : view === 'open'
      ? 'No open reports'
      : 'No resolved reports yet';

  return (
    <div>
      <PageHeader
        title="Reported Items"
        description="Listings people reported. Dismiss a report, or take the listing off the market."
        actions={
          <SearchBox
            label="Search reports"
            placeholder="Listing, seller or reporter"
            search={search}
          />
        }
      />

      <ViewTabs label="Reports" tabs={QUEUE_TABS} view={view} onChange={changeView}>
        <PagedList
          query={reports}
          loadingLabel="Loading reports"
          noun="reports"
          empty={
            <EmptyState title={emptyTitle}>
              {view === 'open' && !search.term ? 'Nothing is waiting for a decision.' : null}
            </EmptyState>
          }
        >
          {(items) => (
            <ul aria-label={view === 'open' ? 'Open reports' : 'Resolved reports'} className="flex flex-col gap-4">
              {items.map((report) => (
                <li key={report.id}>
                  <ReportCard
                    report={report}
                    actions={
                      report.status === 'open' ? (
                        <ReportActions report={report} onRemove={setTarget} removing={target?.id === report.id} />
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
        title={target ? `Remove ${target.product.name}?` : ''}
        confirmLabel="Remove listing"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
