import type { Party } from '@reboard/contracts';
import { EmailText } from './email-text.tsx';

type PersonProps = { person: Party | null };

/** Someone in a moderation record: name, and the email under it (what admins search by). */
export function Person({ person }: PersonProps) {
  if (!person) return <span className="text-base-content/60">Unknown</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium">{person.name || '(no name)'}</span>
      <span className="text-xs text-base-content/70">
        <EmailText email={person.email} />
      </span>
    </span>
  );
}
