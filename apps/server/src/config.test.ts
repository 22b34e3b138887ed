import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, currency: 'BDT', seedDemo: true, databaseUrl: undefined });
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.uploadDir).toBe(path.resolve('data/uploads'));
    expect(c.mail).toEqual({ smtpUrl: undefined, from: 'Reboard <no-reply@localhost>', dir: path.resolve('data/mail') });
    expect(c.jobs.run).toBe(true);
  });

  it('sends mail from the public address’s host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://reboard.example.com' }).mail.from).toBe('Reboard <no-reply@reboard.example.com>');
    expect(loadConfig({ MAIL_FROM: 'Shop <shop@example.org>' }).mail.from).toBe('Shop <shop@example.org>');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /^Invalid configuration: PORT must be a number/],
    ['PORT', '70000', /^Invalid configuration: PORT /],
    ['CURRENCY', 'taka', /^Invalid configuration: CURRENCY must be a three-letter/],
    ['SEED_DEMO', 'maybe', /^Invalid configuration: SEED_DEMO must be true or false/],
    ['DATABASE_URL', 'mysql://x', /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/],
    ['PUBLIC_URL', 'not a url', /^Invalid configuration: PUBLIC_URL /],
    ['SMTP_URL', 'mail.example.com', /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['JOB_POLL_MS', 'soon', /^Invalid configuration: JOB_POLL_MS must be a number of milliseconds/],
    ['RUN_JOBS', 'sometimes', /^Invalid configuration: RUN_JOBS must be true or false/],
    ['REDIS_URL', '127.0.0.1:6379', /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['RATE_LIMIT_PREFIX', 'has spaces', /^Invalid configuration: RATE_LIMIT_PREFIX /],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'pictures', ...keys }).s3).toEqual({
      bucket: 'pictures',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-central-1', ...keys }).s3)
      .toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-central-1' });
  });

  it.each([
    [{ S3_BUCKET: 'pictures' }, 'Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well'],
    [{ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id' }, 'Invalid configuration: S3_BUCKET needs S3_SECRET_ACCESS_KEY as well'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not/],
    [{ S3_BUCKET: 'My_Pictures', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, /^Invalid configuration: S3_ENDPOINT must be an absolute/],
  ])('stops on an incomplete or wrong S3 setting: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes the trusted proxy as addresses, ranges or a name, and true or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toBe('loopback,10.0.0.0/8,fd00::/8');
  });

  it('stops on a hop count in TRUST_PROXY, with one line saying what to write instead', () => {
    for (const value of ['1', '2', 'loopback, 1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `Invalid configuration: TRUST_PROXY=${value} is a hop count, which Fastify 5.12+ reads as trusting no proxy; name the proxy instead: TRUST_PROXY=127.0.0.1 or loopback`,
      );
    }
  });

  it.each(['nginx', '10.0.0.0/33', '300.1.1.1', ',', 'loopback;10.0.0.1'])('stops on TRUST_PROXY=%s, naming the forms it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY must be true, false or the proxies' addresses or ranges, such as 127\.0\.0\.1, loopback or 10\.0\.0\.0\/8 \(got "/);
  });

  it('needs PUBLIC_URL in production, and says so in one line; elsewhere it falls back to localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production (the address people use, e.g. https://reboard.example.com)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(/^Invalid configuration: PUBLIC_URL must be set/);
    expect(baseUrl(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://reboard.example.com/' }))).toBe('https://reboard.example.com');
    expect(baseUrl(loadConfig({}))).toBe('http://localhost:3000');
    expect(baseUrl(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0', PORT: '4000' }))).toBe('http://localhost:4000');
  });
});
