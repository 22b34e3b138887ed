import type { AdminProblem } from '@reboard/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
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
  const [view, changeView] = useViewParam(QUEUE_TABS);
  const search = useSearchTerm();
  const problems = useProblems(view, search.term);
  const [acting, setActing] = useState<{ problem: AdminProblem; action: ProblemAction } | null>(null);

  const emptyTitle = search.term
    ? `No problems match “${search.term}”`
    : view === 'open'
      ? 'No open problems'
      : 'No resolved problems yet';

  return (
    <div>
      <PageHeader
        title="Order problems"
        description="Problems buyers reported with paid orders. Refund the buyer, or close the problem and let the order go on."
        actions={<SearchBox label="Search problems" placeholder="Listing, buyer or seller" search={search} />}
      />

      <ViewTabs label="Order problems" tabs={QUEUE_TABS} view={view} onChange={changeView}>
        <PagedList
          query={problems}
          loadingLabel="Loading problems"
          noun="problems"
          empty={
            <EmptyState title={emptyTitle}>{view === 'open' && !search.term ? 'No buyer is waiting for a decision.' : null}</EmptyState>
          }
        >
          {(items) => (
            <ul aria-label={view === 'open' ? 'Open problems' : 'Resolved problems'} className="flex flex-col gap-4">
              {items.map((problem) => (
                <li key={problem.id}>
                  <ProblemCard
                    problem={problem}
                    actions={
                      problem.status === 'open' ? (
                        <>
                          <button type="button" className="btn btn-sm btn-outline" onClick={() => setActing({ problem, action: 'close' })}>
                            Close
                          </button>
                          <button type="button" className="btn btn-sm btn-error" onClick={() => setActing({ problem, action: 'refund' })}>
                            Refund
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
