import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditList } from '../components/audit-list.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useSearchTerm } from '../hooks/use-search-term.ts';

/** Every moderation action: who did it, what, and when, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const search = useSearchTerm();
  const audit = useAuditLog(search.term);
  return (
    <div>
      <PageHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        actions={
          <SearchBox
            label={t('admin.audit.search')}
            placeholder={t('admin.audit.searchPlaceholder')}
            search={search}
          />
        }
      />

      <PagedList
        query={audit}
        loadingLabel={t('admin.audit.loading')}
        noun={t('admin.audit.noun')}
        empty={<EmptyState title={search.term ? t('admin.audit.noMatch', { term: search.term }) : t('admin.audit.empty')} />}
      >
        {(entries) => <AuditList entries={entries} />}
      </PagedList>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { AuditLogPage as Component };
