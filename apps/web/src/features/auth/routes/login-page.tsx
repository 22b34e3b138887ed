import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  // Passed on to /register, so a detour there still ends where the person was going.
  const { state } = useLocation();
  return (
    <AuthShell title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <LoginForm />
      <div className="divider my-6 text-sm text-base-content/60">{t('auth.or')}</div>
      <ProviderButtons />
      <p className="mt-8 text-center text-sm">
        {t('auth.login.newHere')}{' '}
        <Link to={paths.register} state={state} className="link link-primary font-medium">
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </AuthShell>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { LoginPage as Component };
