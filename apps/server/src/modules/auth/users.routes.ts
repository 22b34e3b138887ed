import { ApiErrorSchema, AuthLookupRequestSchema, AuthLookupResponseSchema, MeSchema, SessionSchema } from '@reboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, type SessionUser } from './access.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SignInGuard } from './sign-in-guard.ts';

/** The signed-in person, and whether an email has an account. */
export const usersRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  guard: SignInGuard;
  currentUser: (req: FastifyRequest) => Promise<SessionUser | null>;
}> = async (app, { accounts, guard, currentUser }) => {

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], summary: 'The signed-in user, with role', response: { 200: MeSchema } },
    },
    (req) => requireUser(req),
  );

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], summary: 'Who is signed in (null for guests)', response: { 200: SessionSchema } },
    },
    async (req) => ({ user: await currentUser(req) }),
  );

  // The login page's 'Please create an account first'. Rate limited: it tells whether an
  // email has an account, which is what the spec asks for, so it must not be fast to probe.
  app.post(
    '/auth-lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Whether an email has an account (rate limited)',
        body: AuthLookupRequestSchema,
        response: { 200: AuthLookupResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      await guard.lookup(req, reply);
      return { exists: await accounts.emailHasAccount(req.body.email) };
    },
  );
};
