import { ApiErrorSchema, english, MessageSchema, EmailLinkRequestSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from './better-auth.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { said } from '#server/lib/i18n.ts';

/** The one answer, whether the address has an unverified account, a verified one or none. */
export const VERIFICATION_MAIL_SENT = english('errors.success.verificationMailSent');

/**
 * Resend the verification link. Public, since the link page of someone signed out offers it
 * too; Better Auth's own flow decides whether a mail goes out (only to an unverified account)
 * and takes the same time either way, so the answer tells nothing about the address.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ auth: Auth; guard: SignInGuard }> = async (app, { auth, guard }) => {
  app.post(
    '/verification-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Mails a new email verification link (rate limited per client and per address)',
        body: EmailLinkRequestSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      await guard.verificationMail(req, reply);
      await auth.api.sendVerificationEmail({ body: { email: req.body.email.toLowerCase() } });
      return said('errors.success.verificationMailSent');
    },
  );
};
