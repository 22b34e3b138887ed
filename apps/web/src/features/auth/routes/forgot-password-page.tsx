import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/passwords.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailLinkForm } from '../components/email-link-form.tsx';

/**
 * Forgot password: an email, then the same answer whether or not it has an account (so the page
 * cannot be used to find out who is registered). The mail's link works once, for an hour.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <AuthShell title="Forgot your password?" intro="Give the email you signed up with, and we will mail you a link to choose a new password.">
      <EmailLinkForm
        request={request}
        name="Forgot password"
        submitLabel="Send the link"
        autoFocus
        sent={(email) => `If ${email} has a Reboard account, a link to reset its password is on its way. It works once, for one hour.`}
      />
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="link link-primary font-medium">
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
