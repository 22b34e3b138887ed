import type { AccountStatus, AdminUser } from '@reboard/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import type { AccountKind } from '../api/admin-keys.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAdminAccounts } from '../api/get-admin-accounts.ts';
import { useRestoreAccount } from '../api/restore-account.ts';
import { useSearchTerm } from '../hooks/use-search-term.ts';
import { useViewParam, type ViewTab } from '../hooks/use-view-param.ts';
import { AccountTable } from './account-table.tsx';
import { DateTime } from './date-time.tsx';
import { PagedList } from './paged-list.tsx';
import { SearchBox } from './search-box.tsx';
import { ViewTabs } from './view-tabs.tsx';

const TABS: [ViewTab<AccountStatus>, ViewTab<AccountStatus>] = [
  { view: 'active', param: 'active', label: 'Active' },
  { view: 'removed', param: 'removed', label: 'Removed' },
];

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

type Pending = { action: 'delete' | 'restore'; account: AdminUser };

/**
 * All Sellers and All Buyers: a searchable, paginated table of live accounts, each with a
 * Delete that asks first, and (the Removed tab) the removed ones, each with a Restore that asks
 * first. The server's message (which differs by role) is the toast.
 */
export function AccountDirectory({ kind, title, description, actionHeader, deleteTitle, extraActions }: AccountDirectoryProps) {
  const [status, changeStatus] = useViewParam(TABS);
  const search = useSearchTerm();
  const accounts = useAdminAccounts(kind, status, search.term);
  const remove = useDeleteAccount(kind);
  const restore = useRestoreAccount(kind);
  const [pending, setPending] = useState<Pending | null>(null);
  const mutation = pending?.action === 'restore' ? restore : remove;

  function confirm() {
    if (!pending) return;
    mutation.mutate(pending.account.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastMutationError(error),
      onSettled: () => setPending(null),
    });
  }

  const removed = status === 'removed';
  const emptyTitle = search.term
    ? `No ${removed ? 'removed ' : ''}${kind} match “${search.term}”`
    : removed
      ? `No removed ${kind}`
      : `No ${kind} yet`;

  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={<SearchBox label={`Search ${kind}`} placeholder="Name or email" search={search} />}
      />

      <ViewTabs label={title} tabs={TABS} view={status} onChange={changeStatus}>
        <PagedList
          query={accounts}
          loadingLabel={`Loading ${kind}`}
          noun={kind}
          empty={
            <EmptyState title={emptyTitle}>{search.term ? 'Try part of the name or the email address.' : null}</EmptyState>
          }
        >
          {(items) => (
            <AccountTable
              label={removed ? `Removed ${kind}` : title}
              accounts={items}
              actionHeader={actionHeader}
              detail={(account) =>
                account.removedAt ? (
                  <span className="text-sm text-base-content/70">
                    Removed <DateTime iso={account.removedAt} />
                  </span>
                ) : null
              }
              renderActions={(account) =>
                removed ? (
                  <button type="button" className="btn btn-sm btn-outline btn-primary" onClick={() => setPending({ action: 'restore', account })}>
                    Restore
                  </button>
                ) : (
                  <>
                    {extraActions?.(account)}
                    <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => setPending({ action: 'delete', account })}>
                      Delete
                    </button>
                  </>
                )
              }
            />
          )}
        </PagedList>
      </ViewTabs>

      <ConfirmDialog
        open={pending !== null}
        title={!pending ? '' : pending.action === 'delete' ? deleteTitle(pending.account) : `Restore ${pending.account.name}?`}
        {...(pending?.action === 'restore'
          ? {
              description: 'They can sign in again, and their unsold listings return to the storefront.',
              tone: 'primary' as const,
            }
          : {})}
        confirmLabel={pending?.action === 'restore' ? 'Restore' : 'Delete'}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
