import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '@/components/icons/ui-icons.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { usePopup } from '@/lib/use-popup.ts';
import { useNotificationEvents } from '../api/follow-notifications.ts';
import { useBellNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead, useMarkRead } from '../api/mark-notifications-read.ts';
import { NotificationList } from './notification-list.tsx';


/**
 * The header's bell: the unread count, kept current by user events, and a panel with the newest
 * notifications. A disclosure, not a menu: Tab walks its links and buttons, Escape closes it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { open, id, rootRef, buttonRef, toggle, close, dismiss } = usePopup();
  useNotificationEvents();
  const bell = useBellNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const panelRef = useRef<HTMLDivElement>(null);
  const unread = bell.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    // On the document, not the panel: focus may have left it (the button that marked all read goes).
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismiss]);

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-circle relative"
        aria-label={unread > 0 ? t('notifications.bell.unread', { n: number(unread) }) : t('notifications.bell.label')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <BellIcon className="size-6" />
        {unread > 0 ? (
          <span aria-hidden="true" className="badge badge-primary badge-sm absolute -right-0.5 -top-0.5 min-w-5 px-1">
            {/* "9+" past nine, so the badge stays one small circle. */}
            {unread > 9 ? `${number(9)}+` : number(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={id}
          role="region"
          aria-label={t('notifications.bell.label')}
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-40 flex max-h-[75vh] flex-col rounded-box border border-base-300 bg-base-100 shadow-lg outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-base-300 px-3 py-2">
            <h2 className="font-semibold">{t('notifications.bell.heading')}</h2>
            {unread > 0 ? (
              <PendingButton className="btn btn-ghost btn-xs" spinnerSize="xs" pending={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.markAll')}
              </PendingButton>
            ) : null}
          </div>
          <div className="overflow-y-auto p-1">
            {bell.isPending ? (
              <Spinner />
            ) : bell.isError ? (
              <p className="p-3 text-sm">{t('notifications.bell.error')}</p>
            ) : bell.data.items.length === 0 ? (
              <p className="p-3 text-sm text-base-content/70">{t('notifications.bell.empty')}</p>
            ) : (
              <NotificationList
                items={bell.data.items}
                onOpen={(n) => {
                  if (n.readAt === null) markRead.mutate(n.id);
                  close();
                }}
              />
            )}
          </div>
          <Link to={paths.dashboard.notifications} onClick={close} className="link link-primary border-t border-base-300 px-3 py-2 text-center text-sm">
            {t('notifications.bell.seeAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
