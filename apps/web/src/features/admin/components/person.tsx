import type { Party } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { EmailText } from './email-text.tsx';

type PersonProps = { person: Party | null };

/** Someone in a moderation record: name, and the email under it (what admins search by). */
export function Person({ person }: PersonProps) {
  const { t } = useTranslation();
  if (!person) return <span className="text-base-content/60">{t('admin.person.unknown')}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium">{person.name || t('admin.person.noName')}</span>
      <span className="text-xs text-base-content/70">
        <EmailText email={person.email} />
      </span>
    </span>
  );
}
