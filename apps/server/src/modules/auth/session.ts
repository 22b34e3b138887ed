import { isLocale } from '@reboard/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './better-auth.ts';
import type { SessionUser } from './access.ts';

/** Who is signed in on a request, or null. */
export type CurrentUser = (req: FastifyRequest) => Promise<SessionUser | null>;

/**
 * The user behind the request's session cookie, or null. A soft-deleted account counts as
 * signed out even while an old session row still exists.
 */
export function sessionReader(auth: Auth): CurrentUser {
  return async (req) => {
    if (!req.headers.cookie) return null;
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!found || found.user.deletedAt) return null;
    const u = found.user;
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      image: u.image ?? null,
      role: u.role === 'admin' || u.role === 'seller' ? u.role : 'buyer',
      sellerVerified: Boolean(u.sellerVerified),
      emailVerified: u.emailVerified,
      locale: isLocale(u.locale) ? u.locale : null,
    };
  };
}
