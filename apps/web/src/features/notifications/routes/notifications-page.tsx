import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { useNotificationPages } from '../api/get-notifications.ts';
import { useMarkAllRead, useMarkRead } from '../api/mark-notifications-read.ts';
import { NotificationList } from '../components/notification-list.tsx';

/** Every notification of the signed-in user, newest first, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t('notifications.page.title')}
        description={unread > 0 ? t('notifications.page.unread', { n: number(unread) }) : t('notifications.page.caughtUp')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={paths.dashboard.notificationSettings} className="btn btn-ghost btn-sm">
              {t('notifications.page.mailSettings')}
            </Link>
            {unread > 0 ? (
              <PendingButton className="btn btn-outline btn-sm" pending={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.markAll')}
              </PendingButton>
            ) : null}
          </div>
        }
      />
      {pages.isPending ? (
        <Spinner />
      ) : pages.isError && items.length === 0 ? (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('notifications.page.emptyTitle')}>{t('notifications.page.emptyText')}</EmptyState>
      ) : (
        <div className="rounded-box border border-base-300 bg-base-100 p-1">
          <NotificationList items={items} onOpen={(n) => n.readAt === null && markRead.mutate(n.id)} />
        </div>
      )}
      {pages.hasNextPage ? (
        <PendingButton className="btn btn-outline mt-4" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t('notifications.page.more')}
        </PendingButton>
      ) : null}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { NotificationsPage as Component };
