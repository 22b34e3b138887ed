import type { SignIn } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { accountExists } from '../api/lookup-account.ts';
import { signInWithEmail } from '../api/sign-in.ts';

export const NO_ACCOUNT_MESSAGE = 'Please create an account first';
export const NO_ACCOUNT_CODE = 'NO_ACCOUNT';

/**
 * Thrown when the lookup finds no account for the email, before any password is tried. Shaped
 * like the server's errors, so the form shows it the way it shows theirs.
 */
export class NoAccountError extends ApiRequestError {
  constructor() {
    super(404, { error: { code: NO_ACCOUNT_CODE, message: NO_ACCOUNT_MESSAGE } });
    this.name = 'NoAccountError';
  }
}

/** The spec's login: look the email up first, then sign in with the password. */
export function useLogin() {
  return useMutation({
    mutationFn: async (values: SignIn) => {
      if (!(await accountExists(values.email))) throw new NoAccountError();
      await signInWithEmail(values);
    },
  });
}
