import type { SessionUser } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagesBadge } from '@/features/messages/index.ts';
import { NotificationBell } from '@/features/notifications/index.ts';
import { paths } from '@/lib/paths.ts';
import { AccountMenu } from './account-menu.tsx';

type AccountAreaProps = { user: SessionUser | null };

/** Right side of the header: who you are, and the way in or the avatar menu. */
export function AccountArea({ user }: AccountAreaProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-48 truncate text-sm text-base-content/70 lg:block">
        {t('layout.header.welcome', { name: user?.name ?? t('layout.header.guest') })}
      </span>
      {user ? (
        <>
          <MessagesBadge />
          <NotificationBell />
          <AccountMenu user={user} />
        </>
      ) : (
        <>
          <Link to={paths.login} className="btn btn-ghost btn-sm md:btn-md">
            {t('layout.header.login')}
          </Link>
          <Link to={paths.register} className="btn btn-primary btn-sm hidden sm:inline-flex md:btn-md">
            {t('layout.header.register')}
          </Link>
        </>
      )}
    </div>
  );
}
