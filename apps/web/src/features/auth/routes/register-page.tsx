import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { state } = useLocation();
  return (
    <AuthShell title="Register" intro="Create your account to buy or sell second-hand hardware.">
      <RegisterForm />
      <div className="divider my-6 text-sm text-base-content/60">or</div>
      <ProviderButtons />
      <p className="mt-8 text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login} state={state} className="link link-primary font-medium">
          Login
        </Link>
      </p>
    </AuthShell>
  );
}
