import { MESSAGE_BODY_MAX } from '@reboard/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage, isApiRequestError } from '../../../lib/api-client.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { usePostMessage } from '../api/thread.ts';

type MessageComposerProps = { conversationId: string; onClosed: () => void };

/** The box to write in, with a character count; Send, or Ctrl/Cmd+Enter. */
export function MessageComposer({ conversationId, onClosed }: MessageComposerProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(conversationId);
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = body.length;

  function send() {
    if (post.isPending) return;
    if (!body.trim()) return setError('Write a message');
    setError(null);
    post.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        const field = isApiRequestError(failure) ? failure.fields.body : undefined;
        if (field) return setError(field);
        toastMutationError(failure);
        // Closed meanwhile (listing removed, account closed): the page shows why.
        if (isApiRequestError(failure) && failure.status === 409) onClosed();
        else setError(errorMessage(failure));
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
    <form onSubmit={onSubmit} noValidate aria-label="Write a message" className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Your message
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
        placeholder="Ask about the condition, the parts included or the delivery"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} className="text-xs text-base-content/70">
          {length} / {MESSAGE_BODY_MAX} characters · Ctrl+Enter to send
        </p>
        <PendingButton type="submit" className="btn btn-primary" pending={post.isPending}>
          Send
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
