import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useResendVerificationEmail } from '../api/resend-verification-email.ts';

/**
 * Above the profile and the dashboard while the address is unverified. Nothing waits for it
 * (sign-in, buying and selling all work); it only asks, and offers a new link.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const resend = useResendVerificationEmail();
  if (!user || user.emailVerified) return null;

  const onResend = async () => {
    try {
      toast.success((await resend.mutateAsync({ email: user.email })).message);
    } catch (error) {
      toastMutationError(error, t);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 print:hidden">
      <section aria-label={t('auth.notice.label')} className="alert alert-warning alert-soft flex flex-wrap items-center justify-between gap-3 text-base-content">
        <div>
          <p className="font-medium">{t('auth.notice.title')}</p>
          <p className="text-sm">{t('auth.notice.text', { email: user.email })}</p>
        </div>
        <PendingButton type="button" className="btn btn-sm btn-warning" spinnerSize="xs" pending={resend.isPending} onClick={onResend}>
          {t('auth.notice.resend')}
        </PendingButton>
      </section>
    </div>
  );
}
