import type { AuthProvider } from '@reboard/contracts';
import { useId } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { GitHubIcon, GoogleIcon } from '@/components/icons/social-icons.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';

const ICONS = { google: GoogleIcon, github: GitHubIcon } as const;

// Shown (inactive) until the server says which providers it has.
const PLACEHOLDERS: AuthProvider[] = [
  { id: 'google', name: 'Google', configured: false },
  { id: 'github', name: 'GitHub', configured: false },
];

/**
 * "Continue with Google / GitHub". A provider the server has no keys for keeps its button,
 * greyed out, with a note saying so (aria-disabled keeps it focusable, so the note is heard).
 */
export function ProviderButtons() {
  const { t } = useTranslation();
  const baseId = useId();
  const providers = useAuthProviders();
  const { start, pending } = useProviderSignIn();
  const list = providers.data ?? PLACEHOLDERS;

  return (
    <ul className="flex flex-col gap-3" aria-label={t('auth.provider.listLabel')}>
      {list.map((provider) => {
        const Icon = ICONS[provider.id];
        const noteId = `${baseId}-${provider.id}`;
        const note = providers.isError
          ? t('auth.provider.unavailable', { provider: provider.name })
          : providers.data && !provider.configured
            ? t('auth.provider.notConfigured', { provider: provider.name })
            : null;
        const inactive = !provider.configured || pending !== null;
        return (
          <li key={provider.id} className="flex flex-col gap-1">
            <PendingButton
              className={`btn btn-outline w-full ${provider.configured ? '' : 'cursor-not-allowed opacity-60'}`}
              pending={pending === provider.id}
              disabled={inactive}
              focusable
              icon={<Icon className="size-5" />}
              aria-describedby={note ? noteId : undefined}
              onClick={() => {
                if (note) toast.error(note);
                else if (!inactive) start(provider);
              }}
            >
              {t('auth.provider.continue', { provider: provider.name })}
            </PendingButton>
            {note ? (
              <p id={noteId} className="text-center text-xs text-base-content/60">
                {note}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
