import { randomUUID } from 'node:crypto';
import type { EnqueueMail, MailService } from './mail.types.ts';

export type AccountMail = Pick<MailService, 'passwordReset' | 'passwordChanged' | 'emailVerification'>;

/** Mail about a person's own account, always to its own address. */
export function createAccountMail(enqueue: EnqueueMail): AccountMail {
  return {
    passwordReset: async (tx, reset) => {
      await enqueue(tx, `password-reset:${reset.token}`, { message: 'password-reset', to: reset.userId, token: reset.token });
    },

    // Every change is its own cause, so two changes in a row are two mails.
    passwordChanged: async (tx, change) => {
      await enqueue(tx, `password-changed:${change.userId}:${randomUUID()}`, { message: 'password-changed', to: change.userId });
    },

    // Each request is its own cause: the token is a JWT made from the account and the second,
    // so a resend in the same second repeats it and would otherwise be taken for the sign-up's job.
    emailVerification: async (tx, verify) => {
      await enqueue(tx, `email-verification:${verify.userId}:${randomUUID()}`, { message: 'email-verification', to: verify.userId, token: verify.token });
    },
  };
}
