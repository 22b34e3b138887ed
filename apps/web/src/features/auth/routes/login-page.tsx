import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';

export function LoginPage() {
  // Passed on to /register, so a detour there still ends where the person was going.
  const { state } = useLocation();
  return (
    <AuthShell title="Login now!" intro="Sign in to book parts, list your own and follow your orders.">
      <LoginForm />
      <div className="divider my-6 text-sm text-base-content/60">or</div>
      <ProviderButtons />
      <p className="mt-8 text-center text-sm">
        New to Reboard?{' '}
        <Link to={paths.register} state={state} className="link link-primary font-medium">
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}
