import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/passwords.ts';
import { AuthShell } from '../components/auth-shell.tsx';

/** A link that no longer works (used, over an hour old, or cut short), with the way to a new one. */
function DeadLink() {
  return (
    <div role="alert" className="alert alert-warning alert-soft flex-col items-start">
      <p className="font-medium">This link does not work any more</p>
      <p>
        A reset link works once, for one hour.{' '}
        <Link to={paths.forgotPassword} className="link font-medium">
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

/** Where the reset mail's link lands: the new password twice, then login with it. */
export function ResetPasswordPage() {
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
      if (!deadLink && !setServerErrors(setError, error, ['newPassword'])) toastMutationError(error);
      return;
    }
    toast.success('Your password is changed. Log in with the new one.');
    await navigate(paths.login, { replace: true });
  });

  return (
    <AuthShell title="Choose a new password" intro="Every device signed in to your account is signed out once the password changes.">
      {dead ? (
        <DeadLink />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Password reset">
          <FormField label="New password" error={errors.newPassword?.message}>
            {(a11y) => <input {...a11y} {...register('newPassword')} type="password" autoComplete="new-password" autoFocus className="input w-full" />}
          </FormField>
          <FormField label="New password again" error={errors.confirmPassword?.message}>
            {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className="input w-full" />}
          </FormField>
          <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={reset.isPending}>
            Change password
          </PendingButton>
        </form>
      )}
    </AuthShell>
  );
}
