import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@reboard/contracts';
import { LOCALES } from '@reboard/contracts/i18n';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { baseUrl, type AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { account, session, user, verification } from '#server/db/schema/auth.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { CLIENT_IP_HEADER, trustedOrigins } from './origins.ts';
import { oauthPlugins, socialProviders } from './providers.ts';
import { passwordHashing } from './password-hashing.ts';
import { checkEmailLength } from './email-rules.ts';
import { afterPasswordChange, changedPasswordOf, refuseOthersSession, signOutOtherDevices } from './password-change.ts';
import { checkProfileInput, checkProfilePicture, type AttachPictures } from './profile-rules.ts';
import { refuseUsedVerificationLink } from './verification-link.ts';

/** The person on a Better Auth session: its own fields and the four Reboard adds. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null | undefined;
  role?: string | null | undefined;
  sellerVerified?: boolean | null | undefined;
  deletedAt?: Date | null | undefined;
  locale?: string | null | undefined;
}

/**
 * What Reboard uses of Better Auth: its request handler, three of its endpoints called from the
 * server, and its password hashing (for a closed account's sign-in). Declared here so that the
 * rest of the module depends on these, not on the whole inferred instance.
 */
export interface Auth {
  handler(request: Request): Promise<Response>;
  api: {
    getSession(context: { headers: Headers }): Promise<{ user: AuthUser } | null>;
    signUpEmail(context: { body: { email: string; password: string; name: string } }): Promise<{ user: { id: string } }>;
    sendVerificationEmail(context: { body: { email: string } }): Promise<unknown>;
  };
  $context: Promise<{ password: { verify(input: { hash: string; password: string }): Promise<boolean> } }>;
}

/** Hands a one-use token to whoever mails it (the mail module, through a job). */
export type SendToken = (message: { userId: string; token: string }) => Promise<void>;

/** The mails of accounts: the password reset link, the email verification link, and "your password was changed". */
export interface AuthMail {
  passwordReset: SendToken;
  emailVerification: SendToken;
  passwordChanged: (message: { userId: string }) => Promise<void>;
}

/** What a person whose account an admin removed is told when they try to sign in. */
export const ACCOUNT_CLOSED_MESSAGE = 'errors.auth.accountClosed';

/** A reset link works for an hour, once (Better Auth consumes the token). */
const RESET_TOKEN_SECONDS = 3600;

/** A verification link works for a day, once (it is refused when the address is already verified). */
const VERIFY_TOKEN_SECONDS = 24 * 3600;

/**
 * Better Auth owns passwords, sessions and provider sign-in. Reboard adds four user fields
 * and refuses what sign-up and profile updates must never do (become admin, pick an image
 * that is not an upload, come back after deletion).
 * Without `mail` (the create-admin command) no reset or verification mail can be asked for;
 * without `pictures` no upload can become a profile picture.
 */
export function createAuth(config: AppConfig, db: Database, log: FastifyBaseLogger, mail?: AuthMail, pictures?: AttachPictures): Auth {
  const https = baseUrl(config).startsWith('https://');
  const testHashing = passwordHashing(config.env);
  const passwordChanged = afterPasswordChange(db, mail?.passwordChanged);
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
      ...(mail ? { sendResetPassword: ({ user: account, token }) => mail.passwordReset({ userId: account.id, token }) } : {}),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever knew the old password is signed out everywhere, and older reset links stop working.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user: account }) => passwordChanged(account.id),
    },
    // Sign-in never waits for verification: the notice on the profile asks for it instead.
    ...(mail
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: true,
            expiresIn: VERIFY_TOKEN_SECONDS,
            sendVerificationEmail: ({ user: account, token }) => mail.emailVerification({ userId: account.id, token }),
          },
        }
      : {}),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
        sellerVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
        // The person's language (null: never chose): sign-up and update-user may set it; their mails use it.
        locale: { type: 'string', required: false, input: true, validator: { input: z.enum(LOCALES).nullable() } },
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
        const problem = checkEmailLength(ctx.body) ?? checkProfileInput(ctx.path, ctx.body) ?? (await checkProfilePicture(ctx, pictures));
        if (problem) throw new APIError('BAD_REQUEST', { ...problem });
        if (ctx.path === '/verify-email') await refuseUsedVerificationLink(ctx);
        await refuseOthersSession(ctx);
        return signOutOtherDevices(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const changed = changedPasswordOf(ctx);
        if (changed) await passwordChanged(changed);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Provider sign-ups arrive without a role: they are buyers. Only a password sign-up has an
          // address nobody vouched for; the providers did (and create-admin marks its own).
          before: async (data, ctx) => ({
            data: {
              ...data,
              role: data.role === 'seller' ? 'seller' : 'buyer',
              emailVerified: ctx?.path === '/sign-up/email' ? data.emailVerified : true,
            },
          }),
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
