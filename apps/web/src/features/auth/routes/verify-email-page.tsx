import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import { useResendVerificationEmail, useVerifyEmail } from '../api/email-verification.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailLinkForm } from '../components/email-link-form.tsx';

/** Why a link failed, in words, by Better Auth's code (Reboard's `TOKEN_USED` shows as verified instead). */
const DEAD_LINK_REASONS: Record<string, string> = {
  TOKEN_EXPIRED: 'This link has expired: a verification link works for one day.',
};
const DEFAULT_REASON = 'This link does not work: it may have been cut short, or replaced by a newer one.';

/** Where the verification mail's link lands: the link is checked once, on arrival. */
export function VerifyEmailPage() {
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
    <AuthShell title="Verify your email address" intro="The link in our mail confirms that the address is yours.">
      {token && (verify.isIdle || verify.isPending) ? (
        <Spinner label="Checking your link" />
      ) : verify.isSuccess || alreadyVerified ? (
        <div role="status" className="alert alert-success alert-soft flex-col items-start">
          <p className="font-medium">{alreadyVerified ? 'This link was already used' : 'Your email address is verified'}</p>
          <p>
            {alreadyVerified ? 'Your email address is verified. ' : 'Thank you: mails about your orders will reach you. '}
            <Link to={paths.profile} className="link font-medium">
              Go to your profile
            </Link>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <div role="alert" className="alert alert-warning alert-soft flex-col items-start text-base-content">
            <p className="font-medium">This link does not work any more</p>
            <p>{(code && DEAD_LINK_REASONS[code]) ?? DEFAULT_REASON} Ask for a new link below.</p>
          </div>
          <EmailLinkForm
            request={resend}
            name="New verification link"
            submitLabel="Send a new link"
            defaultEmail={user?.email ?? ''}
            sent={(email) => `If ${email} has an account waiting for verification, a new link is on its way. It works once, for one day.`}
          />
        </div>
      )}
    </AuthShell>
  );
}
