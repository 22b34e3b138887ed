import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkPublicUrl, checkS3Settings, ConfigError, localUrl, parseTrustProxy } from './config-rules.ts';

export { ConfigError } from './config-rules.ts';

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

const ms = z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1).max(86_400_000);

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
  // Checked by parseTrustProxy, which says what to write instead of a hop count.
  TRUST_PROXY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(60),
  LISTINGS_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).default(60),
  // A boost promotes a listing for this many days; a seller may have this many promoted at once.
  BOOST_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).max(365).default(7),
  BOOSTS_PER_SELLER: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(3),
  EVENT_STREAMS_PER_USER: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(5),
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
  SHUTDOWN_GRACE_MS: ms.default(10_000),
  RUN_JOBS: bool.default(true),
  JOB_POLL_MS: ms.default(5000),
  JOB_RETRY_MS: ms.default(30_000),
  JOB_MAX_ATTEMPTS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(8),
  JOB_CLAIM_MS: ms.default(300_000),
  // A shipped order the buyer never confirms completes this long after shipping (14 days).
  ORDER_AUTO_COMPLETE_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1).max(365 * 86_400_000).default(14 * 86_400_000),
  // How long a booking holds its listing for its buyer before the job cancels it unpaid (24 h).
  BOOKING_HOLD_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1).max(30 * 86_400_000).default(86_400_000),
  // A buyer may edit their review for this long after posting it (30 days).
  REVIEW_EDIT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1).max(365 * 86_400_000).default(30 * 86_400_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL (leave unset to write mail to DATA_DIR/mail)')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lowercase letters, digits, dots or hyphens)')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL (leave unset for AWS itself)' })
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/** The environment once read and checked, variable by variable. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * `npm start` without NODE_ENV (decision 029): the app as production runs it, on this machine,
 * with request logs left out. An environment that names NODE_ENV gets the usual defaults.
 */
export const START_DEFAULTS = { NODE_ENV: 'production', LOG_LEVEL: 'warn' } as const;

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
  /** Fastify's trustProxy: false, true, or the proxies' addresses and ranges (comma-separated). */
  trustProxy: boolean | string;
  authRateLimitPerMinute: number;
  /** New listings one seller may post per hour. */
  listingsPerHour: number;
  /** How many days a boost promotes a listing, and how many listings one seller may have promoted at once. */
  boosts: { days: number; perSeller: number };
  /** Live-update streams one person may hold open on one instance. */
  eventStreamsPerUser: number;
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
  /** Background jobs: whether this instance runs them (every instance enqueues), and their timings. */
  jobs: { run: boolean; pollMs: number; retryMs: number; maxAttempts: number; claimMs: number };
  /** How long requests in flight may run on after SIGTERM before their connections are closed. */
  shutdownGraceMs: number;
  /** How long after shipping an order the buyer has not confirmed completes by itself. */
  orders: { autoCompleteMs: number; holdMs: number };
  /** How long after posting a review its author may still edit it. */
  reviews: { editableMs: number };
  /** SMTP when smtpUrl is set; otherwise each message is written as an .eml file into dir. */
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  /** Uploads go to this S3-compatible bucket when S3_BUCKET is set; to uploadDir otherwise. */
  s3: S3Config | undefined;
  /** Said once at start: settings that work on this machine but would be wrong for others. */
  startWarnings: string[];
}

export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; an S3-compatible service's URL otherwise (addressed path-style). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Reads the environment; a bad value throws one line naming the variable and what is wrong.
 * `start`: the defaults of `npm start` apply when the environment does not name NODE_ENV.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { start = false } = {}): AppConfig {
  // An empty variable (FOO= in a .env file) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const local = start && given.NODE_ENV === undefined;
  const cleaned: Record<string, string | undefined> = local ? { ...START_DEFAULTS, ...given } : given;
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${cleaned[name] ?? ''}")`);
  }
  const e = parsed.data;
  checkS3Settings(e);
  const guessedUrl = checkPublicUrl(e, local);
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
    listingsPerHour: e.LISTINGS_PER_HOUR,
    boosts: { days: e.BOOST_DAYS, perSeller: e.BOOSTS_PER_SELLER },
    eventStreamsPerUser: e.EVENT_STREAMS_PER_USER,
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
    jobs: { run: e.RUN_JOBS, pollMs: e.JOB_POLL_MS, retryMs: e.JOB_RETRY_MS, maxAttempts: e.JOB_MAX_ATTEMPTS, claimMs: e.JOB_CLAIM_MS },
    orders: { autoCompleteMs: e.ORDER_AUTO_COMPLETE_MS, holdMs: e.BOOKING_HOLD_MS },
    reviews: { editableMs: e.REVIEW_EDIT_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Reboard <no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}>`,
      dir: path.join(dataDir, 'mail'),
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    startWarnings: guessedUrl
      ? [`PUBLIC_URL is unset: links, the sitemap and mail use ${guessedUrl}, which only this machine reaches (set PUBLIC_URL before others use the site)`]
      : [],
  };
}

/**
 * Where people reach the app: PUBLIC_URL, or http://localhost:PORT where checkPublicUrl allows
 * it. Links in pages, sitemaps and mail, Better Auth's callback URLs and the trusted origins all
 * come from it.
 */
export function baseUrl(config: AppConfig): string {
  return config.publicUrl ? config.publicUrl.replace(/\/$/, '') : localUrl(config.host, config.port);
}
