import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailLinkForm } from '../components/email-link-form.tsx';

/**
 * Forgot password: an email, then the same answer whether or not it has an account (so the page
 * cannot be used to find out who is registered). The mail's link works once, for an hour.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  return (
    <AuthShell title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <EmailLinkForm
        request={request}
        name={t('auth.forgot.formLabel')}
        submitLabel={t('auth.forgot.submit')}
        autoFocus
        sent={(email) => t('auth.forgot.sent', { email })}
      />
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="link link-primary font-medium">
          {t('auth.link.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ForgotPasswordPage as Component };
