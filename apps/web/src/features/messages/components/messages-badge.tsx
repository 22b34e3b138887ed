import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useLiveMessages } from '../api/follow-messages.ts';
import { ChatIcon } from './chat-icon.tsx';

/** The header's way to the inbox, with the unread count; keeps every messages view on the page current. */
export function MessagesBadge() {
  const { t } = useTranslation();
  const { number } = useFormat();
  useLiveMessages();
  const { data } = useUnreadCount(true);
  const count = data?.unread ?? 0;
  return (
    <Link
      to={paths.dashboard.messages}
      className="btn btn-ghost btn-circle indicator"
      aria-label={count > 0 ? t('messages.badge.unread', { n: number(count) }) : t('messages.badge.label')}
    >
      <ChatIcon className="size-5" />
      {count > 0 ? (
        <span className="badge badge-primary badge-xs indicator-item min-w-5 px-1 text-[0.65rem]" aria-hidden="true">
          {count > 99 ? `${number(99)}+` : number(count)}
        </span>
      ) : null}
    </Link>
  );
}
