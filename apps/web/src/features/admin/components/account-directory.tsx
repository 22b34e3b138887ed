import type { AccountStatus, AdminUser } from '@reboard/contracts';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
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
  { view: 'active', param: 'active', labelKey: 'admin.tab.active' },
  { view: 'removed', param: 'removed', labelKey: 'admin.tab.removed' },
];

/** The words that name the kind of account listed. */
const TEXT = {
  sellers: {
    search: 'admin.sellers.search',
    loading: 'admin.sellers.loading',
    noun: 'admin.sellers.noun',
    noMatch: 'admin.sellers.noMatch',
    noRemovedMatch: 'admin.sellers.noRemovedMatch',
    noRemoved: 'admin.sellers.noRemoved',
    none: 'admin.sellers.none',
    removedList: 'admin.sellers.removedList',
  },
  buyers: {
    search: 'admin.buyers.search',
    loading: 'admin.buyers.loading',
    noun: 'admin.buyers.noun',
    noMatch: 'admin.buyers.noMatch',
    noRemovedMatch: 'admin.buyers.noRemovedMatch',
    noRemoved: 'admin.buyers.noRemoved',
    none: 'admin.buyers.none',
    removedList: 'admin.buyers.removedList',
  },
} as const satisfies Record<AccountKind, Record<string, string>>;

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
  const { t } = useTranslation();
  const text = TEXT[kind];
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
      onError: (error) => toastMutationError(error, t),
      onSettled: () => setPending(null),
    });
  }

  const removed = status === 'removed';
  // Restoring is no danger: it says what follows and asks in the primary colour, not red.
  const restoreProps = pending?.action === 'restore' ? { description: t('admin.accounts.restoreDescription'), tone: 'primary' as const } : {};
  const emptyTitle = search.term
    ? t(removed ? text.noRemovedMatch : text.noMatch, { term: search.term })
    : t(removed ? text.noRemoved : text.none);

  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={<SearchBox label={t(text.search)} placeholder={t('admin.accounts.searchPlaceholder')} search={search} />}
      />

      <ViewTabs label={title} tabs={TABS} view={status} onChange={changeStatus}>
        <PagedList
          query={accounts}
          loadingLabel={t(text.loading)}
          noun={t(text.noun)}
          empty={
            <EmptyState title={emptyTitle}>{search.term ? t('admin.accounts.tryHint') : null}</EmptyState>
          }
        >
          {(items) => (
            <AccountTable
              label={removed ? t(text.removedList) : title}
              accounts={items}
              actionHeader={actionHeader}
              detail={(account) =>
                account.removedAt ? (
                  <span className="text-sm text-base-content/70">
                    <Trans i18nKey="admin.accounts.removedOn" components={{ time: <DateTime iso={account.removedAt} /> }} />
                  </span>
                ) : null
              }
              renderActions={(account) =>
                removed ? (
                  <button type="button" className="btn btn-sm btn-outline btn-primary" onClick={() => setPending({ action: 'restore', account })}>
                    {t('admin.accounts.restore')}
                  </button>
                ) : (
                  <>
                    {extraActions?.(account)}
                    <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => setPending({ action: 'delete', account })}>
                      {t('admin.accounts.delete')}
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
        title={!pending ? '' : pending.action === 'delete' ? deleteTitle(pending.account) : t('admin.accounts.restoreTitle', { name: pending.account.name })}
        {...restoreProps}
        confirmLabel={t(pending?.action === 'restore' ? 'admin.accounts.restore' : 'admin.accounts.delete')}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
