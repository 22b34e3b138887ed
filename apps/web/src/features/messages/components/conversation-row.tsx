import type { Conversation } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { OTHER_PARTY_KEYS } from '../utils/other-party.ts';

/** One line of the inbox: the listing's picture and name, who with, the last message and the unread count. */
export function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const last = c.lastMessage;
  return (
    <Link
      to={paths.dashboard.conversation(c.id)}
      className={`flex items-center gap-3 rounded-box border border-base-300 p-3 hover:bg-base-200 focus-visible:outline-2 ${c.unread > 0 ? 'bg-primary/5' : ''}`}
    >
      <ProductPicture src={c.listing.picture} alt="" sizes="4rem" className="size-14 shrink-0 rounded-field object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={`truncate ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{c.listing.name}</p>
          {last ? <time dateTime={last.createdAt} className="shrink-0 text-xs text-base-content/70">{dateTime(last.createdAt)}</time> : null}
        </div>
        <p className="truncate text-sm text-base-content/70">
          {t(OTHER_PARTY_KEYS[c.myRole], { name: c.otherParty.name })}
        </p>
        <p className="truncate text-sm">{last ? (last.mine ? t('messages.row.mine', { body: last.body }) : last.body) : t('messages.noMessages')}</p>
      </div>
      {c.unread > 0 ? (
        <span className="badge badge-primary shrink-0">
          {number(c.unread)}
          <span className="sr-only"> {t('messages.row.unread')}</span>
        </span>
      ) : null}
    </Link>
  );
}
