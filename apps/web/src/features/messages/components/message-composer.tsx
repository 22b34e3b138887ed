import { MESSAGE_BODY_MAX } from '@reboard/contracts/schemas';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { errorMessage, isApiRequestError } from '@/lib/api-client.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { usePostMessage } from '../api/post-message.ts';

type MessageComposerProps = { conversationId: string; onClosed: () => void };

/** The box to write in, with a character count; Send, or Ctrl/Cmd+Enter. */
export function MessageComposer({ conversationId, onClosed }: MessageComposerProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  // The counter shows its digits ungrouped, as it always has ("1500 / 2000"), in the page's digits.
  const digits = (n: number) => number(n).replaceAll(',', '');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(conversationId);
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = body.length;

  function send() {
    if (post.isPending) return;
    if (!body.trim()) return setError(t('messages.composer.empty'));
    setError(null);
    post.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        const field = isApiRequestError(failure) ? failure.fields.body : undefined;
        if (field) return setError(field);
        toastMutationError(failure, t);
        // Closed meanwhile (listing removed, account closed): the page shows why.
        if (isApiRequestError(failure) && failure.status === 409) onClosed();
        else setError(errorMessage(failure, t));
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('messages.composer.formLabel')} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('messages.composer.label')}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        aria-invalid={error !== null}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        placeholder={t('messages.composer.placeholder')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} className="text-xs text-base-content/70">
          {t('messages.composer.count', { length: digits(length), max: digits(MESSAGE_BODY_MAX) })}
        </p>
        <PendingButton type="submit" className="btn btn-primary" pending={post.isPending}>
          {t('messages.composer.send')}
        </PendingButton>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
