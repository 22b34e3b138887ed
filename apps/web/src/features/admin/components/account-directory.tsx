import type { AdminUser } from '@reboard/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import type { AccountKind } from '../api/admin-keys.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAdminAccounts } from '../api/get-admin-accounts.ts';
import { useSearchTerm } from '../hooks/use-search-term.ts';
import { AccountTable } from './account-table.tsx';
import { ListFooter } from './list-footer.tsx';
import { SearchBox } from './search-box.tsx';

type AccountDirectoryProps = {
  kind: AccountKind;
  title: string;
  description: string;
  actionHeader: string;
  /** The confirmation dialog's title for this account. */
  deleteTitle: (account: AdminUser) => string;
  /** Actions shown before Delete (a seller's Verify). */
  extraActions?: (account: AdminUser) => ReactNode;
};

/**
 * All Sellers and All Buyers: a searchable, paginated table of live accounts, each with a
 * Delete that asks first. The server's message (which differs by role) is the toast.
 */
export function AccountDirectory({ kind, title, description, actionHeader, deleteTitle, extraActions }: AccountDirectoryProps) {
  const search = useSearchTerm();
  const accounts = useAdminAccounts(kind, search.term);
  const remove = useDeleteAccount(kind);
  const [target, setTarget] = useState<AdminUser | null>(null);

  const pages = accounts.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);

  function confirmDelete() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastMutationError(error),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          <SearchBox
            label={`Search ${kind}`}
            placeholder="Name or email"
            value={search.draft}
            onChange={search.setDraft}
            onSubmit={search.submit}
          />
        }
      />

      {accounts.isPending ? (
        <Spinner label={`Loading ${kind}`} />
      ) : accounts.isError ? (
        <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={search.term ? `No ${kind} match “${search.term}”` : `No ${kind} yet`}>
          {search.term ? 'Try part of the name or the email address.' : null}
        </EmptyState>
      ) : (
        <div aria-busy={accounts.isPlaceholderData} className={accounts.isPlaceholderData ? 'opacity-60' : undefined}>
          <AccountTable
            label={title}
            accounts={items}
            actionHeader={actionHeader}
            renderActions={(account) => (
              <>
                {extraActions?.(account)}
                <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => setTarget(account)}>
                  Delete
                </button>
              </>
            )}
          />
        </div>
      )}

      {accounts.isSuccess && items.length > 0 ? (
        <ListFooter
          shown={items.length}
          total={pages[0]?.total}
          noun={kind}
          hasNextPage={accounts.hasNextPage && !accounts.isPlaceholderData}
          isFetchingNextPage={accounts.isFetchingNextPage}
          onLoadMore={() => void accounts.fetchNextPage()}
        />
      ) : null}

      <ConfirmDialog
        open={target !== null}
        title={target ? deleteTitle(target) : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
