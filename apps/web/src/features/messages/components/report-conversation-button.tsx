import { CONVERSATION_REPORT_REASON_MAX } from '@reboard/contracts';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { FlagIcon } from '../../../components/icons/ui-icons.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useReportConversation } from '../api/conversations.ts';

/** Asks the admins to read this conversation, after saying why in a dialog. */
export function ReportConversationButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const report = useReportConversation(conversationId);

  function close() {
    setOpen(false);
    setError(undefined);
    buttonRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Say what is wrong');
    report.mutate(reason, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setReason('');
        close();
      },
      onError: (failure) => {
        const field = isApiRequestError(failure) ? failure.fields.reason : undefined;
        if (field) return setError(field);
        toastMutationError(failure);
        close();
      },
    });
  }

  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-ghost btn-sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FlagIcon className="size-4" />
        Report conversation
      </button>
      {open ? (
        <FormDialog
          title="Report this conversation?"
          description="Our admins will read this conversation to decide what to do. The other person is not told who reported it."
          label="Report conversation"
          submitLabel="Report"
          busy={report.isPending}
          onSubmit={submit}
          onClose={close}
        >
          <FormField label="What is wrong?" error={error}>
            {(a11y) => (
              <textarea
                {...a11y}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={CONVERSATION_REPORT_REASON_MAX}
                placeholder="e.g. Asks me to pay outside Reboard"
                className={`textarea w-full ${error ? 'textarea-error' : ''}`}
              />
            )}
          </FormField>
        </FormDialog>
      ) : null}
    </>
  );
}
