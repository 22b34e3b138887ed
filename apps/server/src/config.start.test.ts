import { describe, expect, it } from 'vitest';
import { baseUrl, loadConfig } from './config.ts';
import { trustedOrigins } from './modules/auth/origins.ts';

/** What `npm start` reads (main.ts --start). */
const start = (env: Record<string, string> = {}) => loadConfig(env, { start: true });

describe('npm start (decision 029)', () => {
  it('runs as production does, with request logs left out, on http://localhost:3000 with one warning', () => {
    const c = start();
    expect(c).toMatchObject({ env: 'production', logLevel: 'warn', publicUrl: undefined, host: 'localhost', port: 3000 });
    expect(baseUrl(c)).toBe('http://localhost:3000');
    expect(c.startWarnings).toEqual([
      'PUBLIC_URL is unset: links, the sitemap and mail use http://localhost:3000, which only this machine reaches (set PUBLIC_URL before others use the site)',
    ]);
    // Signing up and in works from either way of writing this machine's address.
    expect(trustedOrigins(c)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('falls back to localhost on the loopback address %s', (host) => {
    const c = start({ HOST: host, PORT: '4000' });
    expect(baseUrl(c)).toBe('http://localhost:4000');
    expect(c.startWarnings).toHaveLength(1);
  });

  it('lets the environment win: a log level, an address, a mode', () => {
    expect(start({ LOG_LEVEL: 'info' })).toMatchObject({ env: 'production', logLevel: 'info' });
    const published = start({ PUBLIC_URL: 'https://reboard.example.com' });
    expect(baseUrl(published)).toBe('https://reboard.example.com');
    expect(published.startWarnings).toEqual([]);
    // NODE_ENV named: none of npm start's defaults, whatever it says.
    expect(start({ NODE_ENV: 'development' })).toMatchObject({ env: 'development', logLevel: 'info', startWarnings: [] });
    expect(start({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })).toMatchObject({ env: 'test', logLevel: 'silent' });
  });

  it('never guesses the address of a deployment: NODE_ENV=production, or a HOST others reach, needs PUBLIC_URL', () => {
    // Behind a proxy the app listens on 127.0.0.1 too, so NODE_ENV=production alone never falls back.
    expect(() => start({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toThrow(
      'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production (the address people use, e.g. https://reboard.example.com)',
    );
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'reboard.lan']) {
      expect(() => start({ HOST: host })).toThrow(
        `Invalid configuration: PUBLIC_URL must be set when npm start listens beyond this machine (HOST=${host}): the address people use, e.g. http://192.168.1.10:3000`,
      );
    }
    expect(baseUrl(start({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.10:3000' }))).toBe('http://192.168.1.10:3000');
  });

  it('leaves everything else as it was: the server itself defaults to development, with no warning', () => {
    expect(loadConfig({})).toMatchObject({ env: 'development', logLevel: 'info', startWarnings: [] });
    expect(() => loadConfig({ HOST: '0.0.0.0' })).not.toThrow();
  });
});
