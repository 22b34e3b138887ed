import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@reboard/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/passwords.ts';
import { AuthShell } from '../components/auth-shell.tsx';

/**
 * Forgot password: an email, then the same answer whether or not it has an account (so the page
 * cannot be used to find out who is registered). The mail's link works once, for an hour.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequest>({ resolver: zodResolver(PasswordResetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(values.email);
    } catch (error) {
      // A bad address goes under the field; anything else (too many requests, offline) is a toast.
      if (!setServerErrors(setError, error, ['email'], { shouldFocus: true })) toastMutationError(error);
    }
  });

  return (
    <AuthShell title="Forgot your password?" intro="Give the email you signed up with, and we will mail you a link to choose a new password.">
      {sent ? (
        <div role="status" className="alert alert-success alert-soft flex-col items-start">
          <p className="font-medium">Check your inbox</p>
          <p>If {sent} has a Reboard account, a link to reset its password is on its way. It works once, for one hour.</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Forgot password">
          <FormField label="Email" error={errors.email?.message}>
            {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" autoFocus className="input w-full" />}
          </FormField>
          <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={request.isPending}>
            Send the link
          </PendingButton>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="link link-primary font-medium">
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
