import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@reboard/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { baseUrl, type AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/auth.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { CLIENT_IP_HEADER, trustedOrigins } from './origins.ts';
import { oauthPlugins, socialProviders } from './providers.ts';
import { passwordHashing } from './password-hashing.ts';
import { checkProfileInput } from './profile-rules.ts';

export type Auth = ReturnType<typeof createAuth>;

/**
 * Better Auth owns passwords, sessions and provider sign-in. Reboard adds three user fields
 * and refuses what sign-up and profile updates must never do (become admin, pick an image
 * that is not an upload, come back after deletion).
 */
/** Hands a password reset's one-use token to whoever mails it (the mail module, through a job). */
export type SendPasswordReset = (reset: { userId: string; token: string }) => Promise<void>;

/** What a person whose account an admin removed is told when they try to sign in. */
export const ACCOUNT_CLOSED_MESSAGE = 'This account was closed by the Reboard team. Contact us if you think this is a mistake.';

/** A reset link works for an hour, once (Better Auth consumes the token). */
const RESET_TOKEN_SECONDS = 3600;

/** Without `sendPasswordReset` (the create-admin command) no reset can be asked for. */
export function createAuth(config: AppConfig, db: Database, log: FastifyBaseLogger, sendPasswordReset?: SendPasswordReset) {
  const https = baseUrl(config).startsWith('https://');
  const testHashing = passwordHashing(config.env);
  return betterAuth({
    appName: 'Reboard',
    baseURL: baseUrl(config),
    basePath: '/api/auth',
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    // Reboard limits sign-in attempts itself, per client address and per email.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      ...(testHashing ? { password: testHashing } : {}),
      // The answer is the same whether or not the email has an account; only an account gets mail.
      ...(sendPasswordReset ? { sendResetPassword: ({ user: account, token }) => sendPasswordReset({ userId: account.id, token }) } : {}),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
        sellerVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
      },
    },
    // Every request reads the session from the database, so a deleted account stops at once.
    session: { cookieCache: { enabled: false } },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    socialProviders: socialProviders(config),
    plugins: oauthPlugins(config),
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => {
        const target = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        target.call(log, { auth: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = checkProfileInput(ctx.path, ctx.body);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem.message, code: problem.code });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Provider sign-ups arrive without a role: they are buyers.
          before: async (data) => ({ data: { ...data, role: data.role === 'seller' ? 'seller' : 'buyer' } }),
        },
      },
      session: {
        create: {
          before: async (s) => {
            const [row] = await db.select({ deletedAt: user.deletedAt }).from(user).where(eq(user.id, s.userId));
            if (row?.deletedAt) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_CLOSED_MESSAGE, code: 'ACCOUNT_CLOSED' });
            }
          },
        },
      },
    },
  });
}
