import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, currency: 'BDT', seedDemo: true, databaseUrl: undefined });
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.uploadDir).toBe(path.resolve('data/uploads'));
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
});
