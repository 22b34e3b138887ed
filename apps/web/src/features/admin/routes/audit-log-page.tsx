import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditList } from '../components/audit-list.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useSearchTerm } from '../hooks/use-search-term.ts';

/** Every moderation action: who did it, what, and when, newest first. */
export function AuditLogPage() {
  const search = useSearchTerm();
  const audit = useAuditLog(search.term);
  return (
    <div>
      <PageHeader
        title="Audit log"
        description="What admins changed, newest first."
        actions={
          <SearchBox
            label="Search audit log"
            placeholder="Admin name or email"
            search={search}
          />
        }
      />

      <PagedList
        query={audit}
        loadingLabel="Loading the audit log"
        noun="entries"
        empty={<EmptyState title={search.term ? `No entries match “${search.term}”` : 'Nothing has been changed yet'} />}
      >
        {(entries) => <AuditList entries={entries} />}
      </PagedList>
    </div>
  );
}
