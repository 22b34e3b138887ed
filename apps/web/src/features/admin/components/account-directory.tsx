import type { AdminUser } from '@reboard/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import type { AccountKind } from '../api/admin-keys.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAdminAccounts } from '../api/get-admin-accounts.ts';
import { useSearchTerm } from '../hooks/use-search-term.ts';
import { AccountTable } from './account-table.tsx';
import { PagedList } from './paged-list.tsx';
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
            search={search}
          />
        }
      />

      <PagedList
        query={accounts}
        loadingLabel={`Loading ${kind}`}
        noun={kind}
        empty={
          <EmptyState title={search.term ? `No ${kind} match “${search.term}”` : `No ${kind} yet`}>
            {search.term ? 'Try part of the name or the email address.' : null}
          </EmptyState>
        }
      >
        {(items) => (
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
        )}
      </PagedList>

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
