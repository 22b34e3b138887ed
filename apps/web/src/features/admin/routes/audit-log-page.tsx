import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditList } from '../components/audit-list.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useSearchTerm } from '../hooks/use-search-term.ts';

/** Every moderation action: who did it, what, and when, newest first. */
export function AuditLogPage() {
  const search = useSearchTerm();
  const audit = useAuditLog(search.term);
  const pages = audit.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.items);

  return (
    <div>
      <PageHeader
        title="Audit log"
        description="What admins changed, newest first."
        actions={
          <SearchBox
            label="Search audit log"
            placeholder="Admin name or email"
            value={search.draft}
            onChange={search.setDraft}
            onSubmit={search.submit}
          />
        }
      />

      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={search.term ? `No entries match “${search.term}”` : 'Nothing has been changed yet'} />
      ) : (
        <div aria-busy={audit.isPlaceholderData} className={audit.isPlaceholderData ? 'opacity-60' : undefined}>
          <AuditList entries={entries} />
        </div>
      )}

      {audit.isSuccess && entries.length > 0 ? (
        <ListFooter
          shown={entries.length}
          total={pages[0]?.total}
          noun="entries"
          hasNextPage={audit.hasNextPage && !audit.isPlaceholderData}
          isFetchingNextPage={audit.isFetchingNextPage}
          onLoadMore={() => void audit.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
