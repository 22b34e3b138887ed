import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useInbox } from '../api/conversations.ts';
import { ConversationRow } from '../components/conversation-row.tsx';

/** /dashboard/messages: every conversation of the signed-in user, newest activity first. */
export function InboxPage() {
  const inbox = useInbox();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <PageHeader title="Messages" description="Questions and answers about listings, newest first." />
      {inbox.isPending ? (
        <Spinner label="Loading conversations" />
      ) : inbox.isError ? (
        <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No messages yet">Ask a seller about a listing with “Ask the seller” on its page.</EmptyState>
      ) : (
        <>
          <ul aria-label="Conversations" className="flex flex-col gap-2">
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          <ListFooter
            shown={items.length}
            total={undefined}
            noun="conversations"
            hasNextPage={inbox.hasNextPage}
            isFetchingNextPage={inbox.isFetchingNextPage}
            onLoadMore={() => void inbox.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
