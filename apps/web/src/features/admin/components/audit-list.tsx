import type { AuditEntry } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { DateTime } from './date-time.tsx';
import { EmailText } from './email-text.tsx';

/** The log as a feed, newest first: what happened, who did it, when. Reads well at any width. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('admin.audit.list')} className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <p className="font-medium break-words">{entry.summary}</p>
            <p className="text-sm text-base-content/70">
              {/* The actor's name goes in as an element, never through the translation's markup. */}
              <Trans
                i18nKey="admin.audit.by"
                components={{ actor: <span className="text-base-content">{entry.actor.name || t('admin.person.noName')}</span> }}
              />
              {' · '}
              <EmailText email={entry.actor.email} />
            </p>
          </div>
          <p className="shrink-0 text-sm text-base-content/70">
            <DateTime iso={entry.createdAt} />
          </p>
        </li>
      ))}
    </ol>
  );
}
