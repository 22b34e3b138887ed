import { CONVERSATION_REPORT_REASON_MAX } from '@reboard/contracts/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { FlagIcon } from '@/components/icons/ui-icons.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useReportConversation } from '../api/report-conversation.ts';

/** Asks the admins to read this conversation, after saying why in a dialog. */
export function ReportConversationButton({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
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
    if (!reason.trim()) return setError(t('messages.report.empty'));
    report.mutate(reason, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setReason('');
        close();
      },
      onError: (failure) => {
        const field = isApiRequestError(failure) ? failure.fields.reason : undefined;
        if (field) return setError(field);
        toastMutationError(failure, t);
        close();
      },
    });
  }

  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-ghost btn-sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FlagIcon className="size-4" />
        {t('messages.report.button')}
      </button>
      {open ? (
        <FormDialog
          title={t('messages.report.title')}
          description={t('messages.report.description')}
          label={t('messages.report.dialogLabel')}
          submitLabel={t('messages.report.submit')}
          busy={report.isPending}
          onSubmit={submit}
          onClose={close}
        >
          <FormField label={t('messages.report.reason')} error={error}>
            {(a11y) => (
              <textarea
                {...a11y}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={CONVERSATION_REPORT_REASON_MAX}
                placeholder={t('messages.report.placeholder')}
                className={`textarea w-full ${error ? 'textarea-error' : ''}`}
              />
            )}
          </FormField>
        </FormDialog>
      ) : null}
    </>
  );
}
