import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

describe('session secret', () => {
  it('uses AUTH_SECRET when given, and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-secret-'));
    expect(resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('is generated once into the data directory, private to its owner, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-secret-'));
    const first = resolveAuthSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });
});
