import type { ChatMessage } from '@reboard/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '@/components/linked-text.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';

/**
 * The conversation, oldest at the top, scrolled to the newest. A log region, so a screen reader
 * announces messages as they arrive; focusable, so it scrolls with the keyboard.
 */
export function MessageList({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const box = ref.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={t('messages.list.label')}
      tabIndex={0}
      className="flex max-h-[60vh] min-h-40 flex-col gap-3 overflow-y-auto rounded-box border border-base-300 bg-base-200/40 p-3 focus-visible:outline-2"
    >
      {messages.map((m) => (
        <article
          key={m.id}
          aria-label={t('messages.list.itemLabel', { who: m.mine ? t('messages.list.you') : m.senderName, when: dateTime(m.createdAt) })}
          className={`max-w-[85%] rounded-box px-3 py-2 ${m.mine ? 'self-end bg-primary text-primary-content' : 'self-start bg-base-100 ring-1 ring-base-300'}`}
        >
          <p className="text-xs font-semibold">
            {m.mine ? t('messages.list.you') : m.senderName} · <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words">
            <LinkedText text={m.body} />
          </p>
        </article>
      ))}
    </div>
  );
}
