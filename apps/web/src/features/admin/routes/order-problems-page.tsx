import type { AdminProblem } from '@reboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useProblems } from '../api/get-problems.ts';
import { PagedList } from '../components/paged-list.tsx';
import { ProblemCard } from '../components/problem-card.tsx';
import { ResolveProblemDialog, type ProblemAction } from '../components/resolve-problem-dialog.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useSearchTerm } from '../hooks/use-search-term.ts';
import { useViewParam } from '../hooks/use-view-param.ts';
import { QUEUE_TABS } from '../utils/queue-views.ts';

/**
 * Buyers' problems with their orders, beside the reported listings: refund the buyer or close
 * the problem, each asking first for the words both sides will read. History shows the outcomes.
 */
export function OrderProblemsPage() {
  const { t } = useTranslation();
  const [view, changeView] = useViewParam(QUEUE_TABS);
  const search = useSearchTerm();
  const problems = useProblems(view, search.term);
  const [acting, setActing] = useState<{ problem: AdminProblem; action: ProblemAction } | null>(null);

  const emptyTitle = search.term
    ? t('admin.problems.noMatch', { term: search.term })
    : t(view === 'open' ? 'admin.problems.noOpen' : 'admin.problems.noResolved');

  return (
    <div>
      <PageHeader
        title={t('admin.problems.title')}
        description={t('admin.problems.description')}
        actions={<SearchBox label={t('admin.problems.search')} placeholder={t('admin.problems.searchPlaceholder')} search={search} />}
      />

      <ViewTabs label={t('admin.problems.title')} tabs={QUEUE_TABS} view={view} onChange={changeView}>
        <PagedList
          query={problems}
          loadingLabel={t('admin.problems.loading')}
          noun={t('admin.problems.noun')}
          empty={
            <EmptyState title={emptyTitle}>{view === 'open' && !search.term ? t('admin.problems.waiting') : null}</EmptyState>
          }
        >
          {(items) => (
            <ul aria-label={t(view === 'open' ? 'admin.problems.openList' : 'admin.problems.resolvedList')} className="flex flex-col gap-4">
              {items.map((problem) => (
                <li key={problem.id}>
                  <ProblemCard
                    problem={problem}
                    actions={
                      problem.status === 'open' ? (
                        <>
                          <button type="button" className="btn btn-sm btn-outline" onClick={() => setActing({ problem, action: 'close' })}>
                            {t('admin.problems.close')}
                          </button>
                          <button type="button" className="btn btn-sm btn-error" onClick={() => setActing({ problem, action: 'refund' })}>
                            {t('admin.problems.refund')}
                          </button>
                        </>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </ViewTabs>

      {acting ? <ResolveProblemDialog problem={acting.problem} action={acting.action} onClose={() => setActing(null)} /> : null}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { OrderProblemsPage as Component };
