import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';

/** A link that no longer works (used, over an hour old, or cut short), with the way to a new one. */
function DeadLink() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-warning alert-soft flex-col items-start">
      <p className="font-medium">{t('auth.link.dead')}</p>
      <p>
        {t('auth.reset.deadText')}{' '}
        <Link to={paths.forgotPassword} className="link font-medium">
          {t('auth.reset.askNew')}
        </Link>
      </p>
    </div>
  );
}

/** Where the reset mail's link lands: the new password twice, then login with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const dead = !token || (isApiRequestError(reset.error) && reset.error.code === 'INVALID_TOKEN');

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      // A dead link shows as such (below); a password the server refuses goes under its field.
      const deadLink = isApiRequestError(error) && error.code === 'INVALID_TOKEN';
      if (!deadLink && !setServerErrors(setError, error, ['newPassword'], { t })) toastMutationError(error, t);
      return;
    }
    toast.success(t('auth.reset.success'));
    await navigate(paths.login, { replace: true });
  });

  return (
    <AuthShell title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {dead ? (
        <DeadLink />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.reset.formLabel')}>
          <FormField label={t('auth.field.newPassword')} error={errors.newPassword?.message}>
            {(a11y) => <input {...a11y} {...register('newPassword')} type="password" autoComplete="new-password" autoFocus className="input w-full" />}
          </FormField>
          <FormField label={t('auth.field.newPasswordAgain')} error={errors.confirmPassword?.message}>
            {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className="input w-full" />}
          </FormField>
          <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={reset.isPending}>
            {t('auth.reset.submit')}
          </PendingButton>
        </form>
      )}
    </AuthShell>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ResetPasswordPage as Component };
