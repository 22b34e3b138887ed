import { ROLE_KEYS } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { BadgeCheckIcon } from '@/components/icons/ui-icons.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile, under RequireAuth: change the display name and the picture, and the password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // RequireAuth renders this page only with a user
  const tabTitle = t('auth.profile.tabTitle');

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <title>{`${tabTitle} · Reboard`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('auth.profile.title')}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-base-content/70">
        <Trans
          i18nKey="auth.profile.signedInAs"
          values={{ role: t(ROLE_KEYS[user.role]) }}
          components={{ role: <span className="badge badge-soft badge-primary" /> }}
        />
        {user.role === 'seller' && user.sellerVerified ? (
          <span className="inline-flex items-center gap-1 text-sm text-info">
            <BadgeCheckIcon className="size-4" /> {t('auth.profile.verifiedSeller')}
          </span>
        ) : null}
      </p>
      <div className="mt-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
        {/* Keyed by user so a different account never inherits the form's values. */}
        <ProfileForm key={user.id} user={user} />
      </div>
      <section aria-labelledby="password-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
        <h2 id="password-heading" className="mb-4 text-xl font-semibold">
          {t('auth.profile.passwordHeading')}
        </h2>
        <ChangePasswordForm key={user.id} />
      </section>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ProfilePage as Component };
