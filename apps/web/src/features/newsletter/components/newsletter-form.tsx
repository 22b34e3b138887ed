import { zodResolver } from '@hookform/resolvers/zod';
import { NewsletterRequestSchema } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.tsx';
import type { z } from 'zod';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

type FormInput = z.input<typeof NewsletterRequestSchema>;
type FormOutput = z.output<typeof NewsletterRequestSchema>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NewsletterRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const subscribe = useSubscribeNewsletter();
  // Until then a click (or Enter) would submit the form natively, with the email in the address.
  const hydrated = useHydrated();
  const { t } = useTranslation();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await subscribe.mutateAsync(values);
      toast.success(message);
      reset();
    } catch (error) {
      // The server has the last word (a duplicate email, a stricter check): show its message
      // under the field it names, and as a toast.
      setServerErrors(setError, error, FIELDS, { t, codeFields: { ALREADY_SUBSCRIBED: 'email' } });
      toastMutationError(error, t);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="newsletter-heading" className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('newsletter.form.firstName')} error={errors.firstName?.message}>
        {(a11y) => <input {...a11y} {...register('firstName')} autoComplete="given-name" className="input w-full" />}
      </FormField>
      <FormField label={t('newsletter.form.lastName')} error={errors.lastName?.message}>
        {(a11y) => <input {...a11y} {...register('lastName')} autoComplete="family-name" className="input w-full" />}
      </FormField>
      <FormField label={t('newsletter.form.email')} error={errors.email?.message} className="sm:col-span-2">
        {(a11y) => (
          <input {...a11y} {...register('email')} type="email" autoComplete="email" className="input w-full" />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={subscribe.isPending} disabled={!hydrated}>
          {t('newsletter.form.subscribe')}
        </PendingButton>
      </div>
    </form>
  );
}
