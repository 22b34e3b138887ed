import type { AdminReport } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
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
  const { t } = useTranslation();
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
        onError: (error) => toastMutationError(error, t),
        onSettled: () => setTarget(null),
      },
    );
  }

  const emptyTitle = search.term
    ? t('admin.reports.noMatch', { term: search.term })
    : t(view === 'open' ? 'admin.reports.noOpen' : 'admin.reports.noResolved');

  return (
    <div>
      <PageHeader
        title={t('admin.reports.title')}
        description={t('admin.reports.description')}
        actions={
          <SearchBox
            label={t('admin.reports.search')}
            placeholder={t('admin.reports.searchPlaceholder')}
            search={search}
          />
        }
      />

      <ViewTabs label={t('admin.reports.tabs')} tabs={QUEUE_TABS} view={view} onChange={changeView}>
        <PagedList
          query={reports}
          loadingLabel={t('admin.reports.loading')}
          noun={t('admin.reports.noun')}
          empty={
            <EmptyState title={emptyTitle}>
              {view === 'open' && !search.term ? t('admin.reports.waiting') : null}
            </EmptyState>
          }
        >
          {(items) => (
            <ul aria-label={t(view === 'open' ? 'admin.reports.openList' : 'admin.reports.resolvedList')} className="flex flex-col gap-4">
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
        title={target ? t('admin.reports.removeTitle', { name: target.product.name }) : ''}
        confirmLabel={t('admin.reports.removeListing')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ReportedItemsPage as Component };
