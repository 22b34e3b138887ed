import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useResendVerificationEmail } from '../api/resend-verification-email.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailLinkForm } from '../components/email-link-form.tsx';

/** Why a link failed, in words, by Better Auth's code (Reboard's `TOKEN_USED` shows as verified instead). */
const DEAD_LINK_REASONS: Record<string, string> = {
  TOKEN_EXPIRED: 'auth.verify.expired',
};
const DEFAULT_REASON = 'auth.verify.broken';

/** Where the verification mail's link lands: the link is checked once, on arrival. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const resend = useResendVerificationEmail();
  const { user } = useSession();
  const asked = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // Once: the link is one-use, so a second request would report it as used.
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  const code = isApiRequestError(verify.error) ? verify.error.code : undefined;
  const alreadyVerified = code === 'TOKEN_USED';

  return (
    <AuthShell title={t('auth.verify.title')} intro={t('auth.verify.intro')}>
      {token && (verify.isIdle || verify.isPending) ? (
        <Spinner label={t('auth.verify.checking')} />
      ) : verify.isSuccess || alreadyVerified ? (
        <div role="status" className="alert alert-success alert-soft flex-col items-start">
          <p className="font-medium">{alreadyVerified ? t('auth.verify.alreadyUsed') : t('auth.verify.verified')}</p>
          <p>
            {alreadyVerified ? t('auth.verify.verifiedText') : t('auth.verify.thanks')}{' '}
            <Link to={paths.profile} className="link font-medium">
              {t('auth.verify.goToProfile')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <div role="alert" className="alert alert-warning alert-soft flex-col items-start text-base-content">
            <p className="font-medium">{t('auth.link.dead')}</p>
            <p>
              {t((code && DEAD_LINK_REASONS[code]) ?? DEFAULT_REASON)} {t('auth.verify.askBelow')}
            </p>
          </div>
          <EmailLinkForm
            request={resend}
            name={t('auth.verify.formLabel')}
            submitLabel={t('auth.verify.submit')}
            defaultEmail={user?.email ?? ''}
            sent={(email) => t('auth.verify.sent', { email })}
          />
        </div>
      )}
    </AuthShell>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { VerifyEmailPage as Component };
