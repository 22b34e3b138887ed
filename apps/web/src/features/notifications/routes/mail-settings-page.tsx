import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@reboard/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings.ts';

/** Per kind of notification: also by mail, or only here. */
export function MailSettingsPage() {
  const settings = useMailSettings();
  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Mail settings"
        description="Everything shows under the bell. Choose what also comes by mail."
        actions={
          <Link to={paths.dashboard.notifications} className="btn btn-ghost btn-sm">
            Back to notifications
          </Link>
        }
      />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [mail, setMail] = useState(initial.mail);
  const save = useSaveMailSettings();
  const toggle = (kind: NotificationKind) => setMail((current) => ({ ...current, [kind]: !current[kind] }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ mail });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 font-semibold">Send me a mail when</legend>
        <ul className="flex flex-col gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-center justify-between gap-4">
                <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
                <input type="checkbox" className="toggle toggle-primary" checked={mail[kind]} onChange={() => toggle(kind)} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={save.isPending}>
        Save
      </PendingButton>
    </form>
  );
}
