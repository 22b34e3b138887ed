import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/mail-settings.ts';

/** Where a mail's "Stop these mails" link lands: it asks once, then stops that kind, no sign-in needed. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeader title="Stop these mails" />
      {target.isLoading ? (
        <Spinner label="Checking your link" />
      ) : !target.data ? (
        <div role="alert" className="alert alert-warning alert-soft flex-col items-start text-base-content">
          <p className="font-medium">This link does not work</p>
          <p>It may have been cut short or changed. Use the link in the mail, or choose in your mail settings after signing in.</p>
        </div>
      ) : unsubscribe.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft flex-col items-start">
          <p className="font-medium">Done: no more mails about “{unsubscribe.data.label}”</p>
          <p>
            You still see them under the bell.{' '}
            <Link to={paths.dashboard.notificationSettings} className="link font-medium">
              Change your mail settings
            </Link>
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p>Stop mails about “{target.data.label}”? You will still see these under the bell on Reboard.</p>
          <PendingButton className="btn btn-primary" pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            Stop these mails
          </PendingButton>
        </div>
      )}
    </div>
  );
}
