import type { Notification } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';

type NotificationListProps = {
  items: Notification[];
  /** Following a notification marks it read (and closes the bell's panel). */
  onOpen: (notification: Notification) => void;
};

/** Notifications as rows: the text as a link to what it is about, when, and a mark while unread. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <ul aria-label={t('notifications.list.label')} className="flex flex-col divide-y divide-base-300">
      {items.map((n) => {
        const unread = n.readAt === null;
        return (
          <li key={n.id}>
            <Link
              to={n.link}
              onClick={() => onOpen(n)}
              className={`flex items-start gap-3 rounded-box px-3 py-3 hover:bg-base-200 focus-visible:bg-base-200 ${unread ? 'bg-primary/5' : ''}`}
            >
              <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`} />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className={`break-words ${unread ? 'font-semibold' : ''}`}>
                  {unread ? <span className="sr-only">{t('notifications.list.unread')} </span> : null}
                  {n.text}
                </span>
                <time dateTime={n.createdAt} className="text-xs text-base-content/70">
                  {dateTime(n.createdAt)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
