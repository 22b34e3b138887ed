import type { ConversationReport } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useCloseConversationReport } from '../api/close-conversation-report.ts';
import { useConversationReports } from '../api/get-conversation-reports.ts';
import { ConversationReportCard } from '../components/conversation-report-card.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useViewParam, type ViewTab } from '../hooks/use-view-param.ts';

const TABS: [ViewTab<'open' | 'closed'>, ViewTab<'open' | 'closed'>] = [
  { view: 'open', param: 'open', labelKey: 'admin.tab.open' },
  { view: 'closed', param: 'closed', labelKey: 'admin.tab.closed' },
];

/** Conversations a participant reported, the only way an admin reads one; closing a report is audited. */
export function ReportedConversationsPage() {
  const { t } = useTranslation();
  const [view, changeView] = useViewParam(TABS);
  const reports = useConversationReports(view);
  const closeReport = useCloseConversationReport();
  const [target, setTarget] = useState<ConversationReport | null>(null);

  function confirmClose() {
    if (!target) return;
    closeReport.mutate(target.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastMutationError(error, t),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <div>
      <PageHeader title={t('admin.conversations.title')} description={t('admin.conversations.description')} />
      <ViewTabs label={t('admin.conversations.title')} tabs={TABS} view={view} onChange={changeView}>
        <PagedList
          query={reports}
          loadingLabel={t('admin.conversations.loading')}
          noun={t('admin.conversations.noun')}
          empty={<EmptyState title={t(view === 'open' ? 'admin.conversations.noOpen' : 'admin.conversations.noClosed')} />}
        >
          {(items) => (
            <ul aria-label={t(view === 'open' ? 'admin.conversations.openList' : 'admin.conversations.closedList')} className="flex flex-col gap-4">
              {items.map((report) => (
                <li key={report.id}>
                  <ConversationReportCard
                    report={report}
                    actions={
                      report.status === 'open' ? (
                        <button type="button" className="btn btn-sm btn-primary" onClick={() => setTarget(report)}>
                          {t('admin.conversations.close')}
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
        title={target ? t('admin.conversations.closeTitle', { name: target.listing.name }) : ''}
        description={t('admin.conversations.closeDescription')}
        confirmLabel={t('admin.conversations.close')}
        tone="primary"
        busy={closeReport.isPending}
        onConfirm={confirmClose}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ReportedConversationsPage as Component };
