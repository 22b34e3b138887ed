import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  return (
    <AuthShell title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <RegisterForm />
      <div className="divider my-6 text-sm text-base-content/60">{t('auth.or')}</div>
      <ProviderButtons />
      <p className="mt-8 text-center text-sm">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} state={state} className="link link-primary font-medium">
          {t('auth.register.login')}
        </Link>
      </p>
    </AuthShell>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { RegisterPage as Component };
