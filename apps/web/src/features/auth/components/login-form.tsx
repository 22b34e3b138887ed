import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { NO_ACCOUNT_CODE, useLogin } from '../hooks/use-login.ts';

type FormInput = z.input<typeof SignInSchema>;
type FormOutput = z.output<typeof SignInSchema>;

/** Email and password, as plain fields: the spec has no format or length checks at login. */
export function LoginForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const finishSignIn = useFinishSignIn();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // No account goes under Email; a wrong password, too many attempts or a removed account
      // are the server's words in a toast.
      setServerErrors(setError, error, ['email', 'password'], {
        t,
        shouldFocus: true,
        codeFields: { [NO_ACCOUNT_CODE]: 'email' },
      });
      toastMutationError(error, t);
      return;
    }
    await finishSignIn();
  });

  const busy = login.isPending;
  // Registered outside the JSX: the literal-string lint mistakes the field name for text there.
  const passwordField = register('password');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.login.formLabel')}>
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        {(a11y) => (
          <input {...a11y} {...register('email')} type="email" autoComplete="email" className="input w-full" />
        )}
      </FormField>
      <FormField label={t('auth.field.password')} error={errors.password?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...passwordField}
            type="password"
            autoComplete="current-password"
            className="input w-full"
          />
        )}
      </FormField>
      <Link to={paths.forgotPassword} className="link link-hover -mt-2 self-end text-sm">
        {t('auth.login.forgot')}
      </Link>
      <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={busy}>
        {t('auth.login.submit')}
      </PendingButton>
    </form>
  );
}
