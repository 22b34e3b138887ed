import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('server logs', () => {
  it('are readable lines while developing', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'info' })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });

  it('are JSON in production, without credentials', () => {
    const options = loggerOptions({ env: 'production', logLevel: 'warn' });
    expect(options).toMatchObject({ level: 'warn', redact: expect.arrayContaining(['req.headers.cookie']) });
    expect(options).not.toHaveProperty('transport');
  });

  it('are off when silent', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'silent' })).toBe(false);
  });
});
