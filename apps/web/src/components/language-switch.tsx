import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@reboard/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLocale } from '../lib/i18n/i18n.ts';
import { useLocale } from '../lib/i18n/use-locale.ts';
import { saveProfileLocale } from '../lib/i18n/use-profile-locale.ts';
import { useSession } from '../lib/session/get-session.ts';

/**
 * The language switch of the header and the footer: a native select, so it works with the
 * keyboard and a screen reader as it is. Each language is named in itself (বাংলা, English).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [pending, setPending] = useState(false);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const choose = async (next: Locale) => {
    // A signed-in user's choice goes onto the profile first, so signing in elsewhere keeps it;
    // the page changes language whether or not that save worked.
    if (user) await saveProfileLocale(queryClient, next).catch(() => undefined);
    await switchLocale(i18n, next);
  };
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        className="select select-ghost select-sm w-auto"
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(true);
          void choose(next).finally(() => setPending(false));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
