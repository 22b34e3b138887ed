import type { SavedSearch } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteSavedSearch } from '../api/change-saved-search.ts';
import { useSavedSearches } from '../api/get-saved-searches.ts';
import { ListFooter } from '@/components/list-footer.tsx';
import { SavedSearchRow } from '../components/saved-search-row.tsx';

/** /dashboard/searches: a person's saved searches, how each alerts them, rename and delete. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [pending, setPending] = useState<SavedSearch | null>(null);
  const pages = searches.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];

  async function confirmDelete() {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(t('watch.searches.deleted', { name: pending.name }));
    } catch (error) {
      toastMutationError(error, t);
    } finally {
      setPending(null);
    }
  }

  return (
    <div>
      <PageHeader
        title={t('watch.searches.title')}
        description={first ? t('watch.searches.descriptionLimit', { limit: number(first.limit) }) : t('watch.searches.description')}
      />
      {searches.isPending ? (
        <Spinner label={t('watch.searches.loading')} />
      ) : searches.isError ? (
        <QueryError error={searches.error} onRetry={() => void searches.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('watch.searches.emptyTitle')}>
          <Trans i18nKey="watch.searches.emptyText" components={{ products: <Link to={paths.products} className="link" /> }} />
        </EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table-stack table table-sm sm:table-md">
              <caption className="sr-only">{t('watch.searches.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('watch.searches.column.search')}</th>
                  <th scope="col">{t('watch.searches.column.alert')}</th>
                  <th scope="col">{t('watch.searches.column.action')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((search) => (
                  <SavedSearchRow key={search.id} search={search} onDelete={setPending} />
                ))}
              </tbody>
            </table>
          </div>
          <ListFooter
            shown={items.length}
            total={first?.total ?? items.length}
            noun={t('watch.searches.noun')}
            hasNextPage={searches.hasNextPage}
            isFetchingNextPage={searches.isFetchingNextPage}
            onLoadMore={() => void searches.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('watch.searches.confirmTitle', { name: pending.name }) : ''}
        confirmLabel={t('watch.searches.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { SavedSearchesPage as Component };
