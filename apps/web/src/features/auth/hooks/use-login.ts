import type { SignIn } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { accountExists } from '../api/lookup-account.ts';
import { signInWithEmail } from '../api/sign-in.ts';

export const NO_ACCOUNT_MESSAGE = 'Please create an account first';

/** Thrown when the lookup finds no account for the email, before any password is tried. */
export class NoAccountError extends Error {
  constructor() {
    super(NO_ACCOUNT_MESSAGE);
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
