import type { Role, SessionUser } from '@reboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '#server/lib/errors.ts';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without
 * one stops the server at start, so no endpoint is ever open by omission.
 */
export type Access = 'public' | 'user' | Role | 'seller_or_admin';

export type { SessionUser };

export interface AccessRule {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the authorization tests and the docs. */
    accessRules: AccessRule[];
  }
  interface FastifyRequest {
    /** The signed-in user on every route whose access is not public. */
    user: SessionUser | null;
  }
}

/** Who may, as catalogue keys: the refusal names them in the reader's language. */
const ROLE_NAMES: Record<Exclude<Access, 'public' | 'user'>, string> = {
  buyer: 'errors.auth.roleBuyers',
  seller: 'errors.auth.roleSellers',
  admin: 'errors.auth.roleAdmins',
  seller_or_admin: 'errors.auth.roleSellersAdmins',
};

function allows(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'seller_or_admin') return role === 'seller' || role === 'admin';
  return access === role;
}

/**
 * The signed-in person in a handler of a route whose access rule is not public: the guard below
 * has already refused anyone else, so this is the one typed way to read them. On a public
 * route it answers 401 rather than run on without a user.
 */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

/** One guard for every route: 401 without a live session, 403 for the wrong role. */
export function registerAccessControl(
  app: FastifyInstance,
  currentUser: (req: FastifyRequest) => Promise<SessionUser | null>,
): void {
  app.decorateRequest('user', null);
  const rules: AccessRule[] = [];
  app.decorate('accessRules', rules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') rules.push({ method, url: route.url, access });
  });
  const authorise = async (req: FastifyRequest, access: Exclude<Access, 'public'>) => {
    const user = await currentUser(req);
    if (!user) throw unauthenticated();
    if (!allows(access, user.role)) throw forbidden('errors.auth.onlyRole').withParams({ role: ROLE_NAMES[access as keyof typeof ROLE_NAMES] });
    req.user = user;
  };
  // onRequest, so that an unauthorised caller learns nothing from validation errors. Public
  // routes (every storefront read) pass at once, without the promise a session lookup needs.
  app.addHook('onRequest', (req, _reply, done) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    authorise(req, access).then(() => done(), done);
  });
}
