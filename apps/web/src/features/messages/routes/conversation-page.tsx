import type { Conversation } from '@reboard/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { ProductPicture } from '@/components/product-picture.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMarkRead } from '../api/mark-conversation-read.ts';
import { useThread } from '../api/get-thread.ts';
import { OTHER_PARTY_KEYS } from '../utils/other-party.ts';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ReportConversationButton } from '../components/report-conversation-button.tsx';

const READ_ONLY_NOTICES = {
  listing_removed: 'messages.readOnly.listingRemoved',
  account_closed: 'messages.readOnly.accountClosed',
} as const satisfies Record<NonNullable<Conversation['readOnly']>, string>;

/** /dashboard/messages/:id: one conversation, kept current, read as it is shown. */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  const thread = useThread(id);
  const markRead = useMarkRead(id);
  const messages = thread.data?.pages.flatMap((page) => page.items) ?? [];
  const lastId = messages.at(-1)?.id;

  // Older pages first: keep fetching until the newest message is on screen.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Whatever is shown is read; a new message from the other side is read as it appears.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (lastId) markAsRead();
  }, [lastId, markAsRead]);

  if (conversation.isPending) return <Spinner label={t('messages.conversation.loading')} />;
  if (conversation.isError) return <QueryError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  const c = conversation.data;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={c.listing.name}
        tabTitle={t('messages.conversation.tabTitle', { name: c.listing.name })}
        description={t(OTHER_PARTY_KEYS[c.myRole], { name: c.otherParty.name })}
        actions={<ReportConversationButton conversationId={c.id} />}
      />
      {/* A removed listing has no page any more: a link would open the error page. */}
      {c.readOnly === 'listing_removed' ? null : (
        <Link to={paths.product(c.listing.id)} className="flex items-center gap-3 self-start rounded-box border border-base-300 p-2 pr-4 hover:bg-base-200">
          <ProductPicture src={c.listing.picture} alt="" sizes="4rem" className="size-12 rounded-field object-cover" />
          <span className="link link-hover font-medium">{t('messages.conversation.viewListing', { name: c.listing.name })}</span>
        </Link>
      )}

      {thread.isPending ? (
        <Spinner label={t('messages.conversation.loadingMessages')} />
      ) : thread.isError ? (
        <QueryError error={thread.error} onRetry={() => void thread.refetch()} />
      ) : messages.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/70">
          {t('messages.conversation.empty')} {c.myRole === 'buyer' ? t('messages.conversation.askBelow') : ''}
        </p>
      ) : (
        <MessageList messages={messages} />
      )}

      {c.readOnly ? (
        <div role="status" className="alert alert-warning alert-soft">
          {t(READ_ONLY_NOTICES[c.readOnly])}
        </div>
      ) : (
        <MessageComposer conversationId={c.id} onClosed={() => void conversation.refetch()} />
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ConversationPage as Component };
