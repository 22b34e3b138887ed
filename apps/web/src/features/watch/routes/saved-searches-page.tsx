import type { SavedSearch } from '@reboard/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { ListFooter } from '../../../components/list-footer.tsx';
import { SavedSearchRow } from '../components/saved-search-row.tsx';

/** /dashboard/searches: a person's saved searches, how each alerts them, rename and delete. */
export function SavedSearchesPage() {
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
      toast.success(`${pending.name} deleted`);
    } catch (error) {
      toastMutationError(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div>
      <PageHeader
        title="Saved searches"
        description={first ? `We tell you when new listings match them. You can keep ${first.limit}.` : 'We tell you when new listings match them.'}
      />
      {searches.isPending ? (
        <Spinner label="Loading your saved searches" />
      ) : searches.isError ? (
        <QueryError error={searches.error} onRetry={() => void searches.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No saved searches yet">
          Search or filter the <Link to={paths.products} className="link">products</Link>, then choose “Save this search”.
        </EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table-stack table table-sm sm:table-md">
              <caption className="sr-only">Your saved searches</caption>
              <thead>
                <tr>
                  <th scope="col">Search</th>
                  <th scope="col">Alert</th>
                  <th scope="col">Action</th>
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
            noun="saved searches"
            hasNextPage={searches.hasNextPage}
            isFetchingNextPage={searches.isFetchingNextPage}
            onLoadMore={() => void searches.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Delete ${pending.name}?` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
