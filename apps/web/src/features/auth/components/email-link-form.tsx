import { zodResolver } from '@hookform/resolvers/zod';
import { EmailLinkRequestSchema, type Message, type EmailLinkRequest } from '@reboard/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';

type EmailLinkFormProps = {
  /** The request that mails the link; it answers alike whether or not the address has an account. */
  request: { mutateAsync: (body: EmailLinkRequest) => Promise<Message>; isPending: boolean };
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  /** What the page says once the request went through, naming the address typed. */
  sent: (email: string) => ReactNode;
  defaultEmail?: string;
  autoFocus?: boolean;
};

/**
 * An email, then "check your inbox": the forgot-password page and a dead verification link both
 * mail a link this way, and neither tells whether the address has an account.
 */
export function EmailLinkForm({ request, name, submitLabel, sent, defaultEmail = '', autoFocus = false }: EmailLinkFormProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailLinkRequest>({ resolver: zodResolver(EmailLinkRequestSchema), values: { email: defaultEmail } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      // A bad address goes under the field; anything else (too many requests, offline) is a toast.
      if (!setServerErrors(setError, error, ['email'], { t, shouldFocus: true })) toastMutationError(error, t);
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="alert alert-success alert-soft flex-col items-start">
        <p className="font-medium">{t('auth.link.checkInbox')}</p>
        <p>{sent(sentTo)}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={name}>
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" autoFocus={autoFocus} className="input w-full" />}
      </FormField>
      <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={request.isPending}>
        {submitLabel}
      </PendingButton>
    </form>
  );
}
