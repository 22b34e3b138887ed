import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useUnreadCount } from '../api/conversations.ts';
import { useLiveMessages } from '../api/live.ts';
import { ChatIcon } from './chat-icon.tsx';

/** The header's way to the inbox, with the unread count; keeps every messages view on the page current. */
export function MessagesBadge() {
  useLiveMessages();
  const { data } = useUnreadCount(true);
  const count = data?.unread ?? 0;
  return (
    <Link
      to={paths.dashboard.messages}
      className="btn btn-ghost btn-circle indicator"
      aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
    >
      <ChatIcon className="size-5" />
      {count > 0 ? (
        <span className="badge badge-primary badge-xs indicator-item min-w-5 px-1 text-[0.65rem]" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
