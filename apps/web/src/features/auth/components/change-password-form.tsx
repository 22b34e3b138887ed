import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.tsx';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The profile's Change password: the current one, the new one twice; other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      // A wrong current password goes under its field; anything else (an account that signs in
      // only with Google, say) is the server's words in a toast.
      const placed = setServerErrors(setError, error, ['currentPassword', 'newPassword'], {
        t,
        shouldFocus: true,
        codeFields: { INVALID_PASSWORD: 'currentPassword' },
      });
      if (!placed) toastMutationError(error, t);
      return;
    }
    reset(EMPTY);
    toast.success(t('auth.password.changed'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.password.formLabel')}>
      <FormField label={t('auth.field.currentPassword')} error={errors.currentPassword?.message}>
        {(a11y) => <input {...a11y} {...register('currentPassword')} type="password" autoComplete="current-password" className="input w-full" />}
      </FormField>
      <FormField label={t('auth.field.newPassword')} error={errors.newPassword?.message}>
        {(a11y) => <input {...a11y} {...register('newPassword')} type="password" autoComplete="new-password" className="input w-full" />}
      </FormField>
      <FormField label={t('auth.field.newPasswordAgain')} error={errors.confirmPassword?.message}>
        {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className="input w-full" />}
      </FormField>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={change.isPending}>
        {t('auth.password.submit')}
      </PendingButton>
    </form>
  );
}
