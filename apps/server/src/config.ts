import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are taken from the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as BDT')
  .transform((v) => v.toUpperCase())
  .refine((v) => Intl.supportedValuesOf('currency').includes(v), 'is not a currency this runtime knows');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL (leave unset for the embedded database)')
    .optional(),
  CURRENCY: currency.default('BDT'),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:a-fA-F/, ]+)$/, 'must be true, false, a hop count or a list of proxy addresses')
    .optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(60),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL (leave unset to keep rate limits in memory)').optional(),
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . - _')
    .default('reboard:rate-limit:'),
  READ_CACHE_MB: z.coerce.number({ message: 'must be a number' }).min(0).max(4096).default(32),
  DB_QUEUE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(200),
  DB_QUEUE_WAIT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(600_000).default(1000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url({ message: 'must be an absolute URL' }).default(
    'https://accounts.google.com/.well-known/openid-configuration',
  ),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_API_URL: z.url({ message: 'must be an absolute URL' }).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  currency: string;
  seedDemo: boolean;
  publicUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  demoAssetsDir: string;
  authSecret: string | undefined;
  /** Fastify's trustProxy: false unless TRUST_PROXY says a proxy sets X-Forwarded-For. */
  trustProxy: boolean | number | string;
  authRateLimitPerMinute: number;
  /** Rate limits are shared through this Redis when set (several instances), kept in memory otherwise. */
  redisUrl: string | undefined;
  /** Put before every rate-limit key in Redis, so several deployments (or test runs) can share one. */
  rateLimitPrefix: string;
  /** Bytes of public catalogue responses kept in memory (0 turns the cache off). */
  readCacheBytes: number;
  /** Embedded database only: how many queries may wait for its one connection, and how long. */
  dbQueue: { limit: number; maxWaitMs: number };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  github: { clientId: string; clientSecret: string } | undefined;
  /** Stripe when both keys are set; otherwise the built-in offline test provider. */
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO= in a .env file) means "use the default".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${cleaned[name] ?? ''}")`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    currency: e.CURRENCY,
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    demoAssetsDir: path.join(REPO_ROOT, 'apps/server/assets/demo'),
    authSecret: e.AUTH_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    dbQueue: { limit: e.DB_QUEUE_LIMIT, maxWaitMs: e.DB_QUEUE_WAIT_MS },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The site's address for links in pages and sitemaps: PUBLIC_URL, or else the request's own host. */
export function publicOrigin(config: AppConfig, req: { protocol: string; host: string }): string {
  return config.publicUrl ? baseUrl(config) : `${req.protocol}://${req.host}`;
}

/** Where people reach the app; Better Auth builds callback URLs and checks origins from it. */
export function baseUrl(config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
  const host = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}
