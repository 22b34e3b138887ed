import type { WantedListSummary } from '@reboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.tsx';
import { useDeleteWantedList } from '../api/change-wanted-list.ts';
import { useWantedLists } from '../api/get-wanted-lists.ts';
import { WantedListDetail } from '../components/wanted-list-detail.tsx';

/** /dashboard/wanted-lists: a person's saved BOMs, how many lines are still open, one opened with its matches; delete with confirmation. */
export function WantedListsPage() {
  const { t } = useTranslation();
  const { number, dateTime } = useFormat();
  const lists = useWantedLists();
  const remove = useDeleteWantedList();
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<WantedListSummary | null>(null);
  const items = lists.data?.items ?? [];
  const shown = params.get('list');

  async function confirmDelete() {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(t('bom.lists.deleted', { name: pending.name }));
      if (shown === pending.id) setParams({});
    } catch (error) {
      toastMutationError(error, t);
    } finally {
      setPending(null);
    }
  }

  const column = { name: t('bom.lists.column.name'), lines: t('bom.lists.column.lines'), saved: t('bom.lists.column.saved'), action: t('bom.lists.column.action') };
  return (
    <div>
      <PageHeader title={t('bom.lists.title')} description={t('bom.lists.description')} />
      {lists.isPending ? (
        <Spinner label={t('bom.lists.loading')} />
      ) : lists.isError ? (
        <QueryError error={lists.error} onRetry={() => void lists.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('bom.lists.emptyTitle')}>
          <Link to={paths.bom} className="link">
            {t('bom.lists.emptyLink')}
          </Link>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table-stack table table-sm sm:table-md">
            <caption className="sr-only">{t('bom.lists.caption')}</caption>
            <thead>
              <tr>
                {Object.values(column).map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((list) => (
                <tr key={list.id} aria-current={shown === list.id ? 'true' : undefined}>
                  <th scope="row" data-label={column.name} className="font-semibold">
                    {list.name}
                  </th>
                  <td data-label={column.lines}>{t('bom.lists.openOf', { open: number(list.openLines), all: number(list.lineCount) })}</td>
                  <td data-label={column.saved}>{dateTime(list.createdAt)}</td>
                  <td data-label={column.action}>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className="btn btn-sm" aria-label={t('bom.lists.showLabel', { name: list.name })} onClick={() => setParams({ list: list.id })}>
                        {t('bom.lists.show')}
                      </button>
                      <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={t('bom.lists.deleteLabel', { name: list.name })} onClick={() => setPending(list)}>
                        {t('bom.lists.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown && items.some((l) => l.id === shown) ? <WantedListDetail key={shown} id={shown} /> : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('bom.lists.confirmTitle', { name: pending.name }) : ''}
        confirmLabel={t('bom.lists.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { WantedListsPage as Component };
