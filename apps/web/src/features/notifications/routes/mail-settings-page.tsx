import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@reboard/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useMailSettings } from '../api/get-mail-settings.ts';
import { useSaveMailSettings } from '../api/save-mail-settings.ts';

/** Per kind of notification: also by mail, or only here. */
export function MailSettingsPage() {
  const { t } = useTranslation();
  const settings = useMailSettings();
  return (
    <div className="max-w-2xl">
      <PageHeader
        title={t('notifications.settings.title')}
        description={t('notifications.settings.description')}
        actions={
          <Link to={paths.dashboard.notifications} className="btn btn-ghost btn-sm">
            {t('notifications.settings.back')}
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
  const { t } = useTranslation();
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
        <legend className="px-1 font-semibold">{t('notifications.settings.legend')}</legend>
        <ul className="flex flex-col gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-center justify-between gap-4">
                <span>{t(NOTIFICATION_KIND_KEYS[kind])}</span>
                <input type="checkbox" className="toggle toggle-primary" checked={mail[kind]} onChange={() => toggle(kind)} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={save.isPending}>
        {t('notifications.settings.save')}
      </PendingButton>
    </form>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { MailSettingsPage as Component };
