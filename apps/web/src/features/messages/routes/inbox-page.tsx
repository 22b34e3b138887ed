import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ListFooter } from '@/components/list-footer.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { ConversationRow } from '../components/conversation-row.tsx';

/** /dashboard/messages: every conversation of the signed-in user, newest activity first. */
export function InboxPage() {
  const { t } = useTranslation();
  const inbox = useInbox();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <PageHeader title={t('messages.inbox.title')} description={t('messages.inbox.description')} />
      {inbox.isPending ? (
        <Spinner label={t('messages.inbox.loading')} />
      ) : inbox.isError ? (
        <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('messages.noMessages')}>{t('messages.inbox.emptyText')}</EmptyState>
      ) : (
        <>
          <ul aria-label={t('messages.inbox.listLabel')} className="flex flex-col gap-2">
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          <ListFooter
            shown={items.length}
            total={undefined}
            noun={t('messages.inbox.noun')}
            hasNextPage={inbox.hasNextPage}
            isFetchingNextPage={inbox.isFetchingNextPage}
            onLoadMore={() => void inbox.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { InboxPage as Component };
