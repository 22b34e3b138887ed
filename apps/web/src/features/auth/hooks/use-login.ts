import type { SignIn } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client.ts';
import { accountExists } from '../api/lookup-account.ts';
import { signInWithEmail } from '../api/sign-in.ts';

export const NO_ACCOUNT_CODE = 'NO_ACCOUNT';

/**
 * Thrown when the lookup finds no account for the email, before any password is tried. Shaped
 * like the server's errors, so the form shows it the way it shows theirs.
 */
export class NoAccountError extends ApiRequestError {
  /** `message` is in the page's language: the form shows it under Email and in a toast. */
  constructor(message: string) {
    super(404, { error: { code: NO_ACCOUNT_CODE, message } });
    this.name = 'NoAccountError';
  }
}

/** The spec's login: look the email up first, then sign in with the password. */
export function useLogin() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (values: SignIn) => {
      if (!(await accountExists(values.email))) throw new NoAccountError(t('auth.login.noAccount'));
      await signInWithEmail(values);
    },
  });
}
