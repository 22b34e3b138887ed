import { NOTIFICATION_KIND_KEYS } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe.ts';

/** Where a mail's "Stop these mails" link lands: it asks once, then stops that kind, no sign-in needed. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeader title={t('notifications.unsubscribe.title')} />
      {target.isLoading ? (
        <Spinner label={t('notifications.unsubscribe.checking')} />
      ) : !target.data ? (
        <div role="alert" className="alert alert-warning alert-soft flex-col items-start text-base-content">
          <p className="font-medium">{t('notifications.unsubscribe.deadTitle')}</p>
          <p>{t('notifications.unsubscribe.deadText')}</p>
        </div>
      ) : unsubscribe.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft flex-col items-start">
          <p className="font-medium">{t('notifications.unsubscribe.done', { label: t(NOTIFICATION_KIND_KEYS[unsubscribe.data.kind]) })}</p>
          <p>
            {t('notifications.unsubscribe.doneText')}{' '}
            <Link to={paths.dashboard.notificationSettings} className="link font-medium">
              {t('notifications.unsubscribe.change')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p>{t('notifications.unsubscribe.ask', { label: t(NOTIFICATION_KIND_KEYS[target.data.kind]) })}</p>
          <PendingButton className="btn btn-primary" pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('notifications.unsubscribe.submit')}
          </PendingButton>
        </div>
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { UnsubscribePage as Component };
