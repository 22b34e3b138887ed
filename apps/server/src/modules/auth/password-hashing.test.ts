import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing.ts';

describe('password hashing', () => {
  it('is Better Auth’s own outside the test suite', () => {
    expect(passwordHashing('production')).toBeUndefined();
    expect(passwordHashing('development')).toBeUndefined();
  });

  it('under NODE_ENV=test, verifies its own hashes and Better Auth’s, and refuses a wrong password', async () => {
    const hashing = passwordHashing('test')!;
    const own = await hashing.hash('correct-horse-9');
    expect(own).not.toContain('correct-horse-9');
    expect(await hashing.verify({ hash: own, password: 'correct-horse-9' })).toBe(true);
    expect(await hashing.verify({ hash: own, password: 'correct-horse-8' })).toBe(false);
    const standard = await hashPassword('reboard-demo');
    expect(await hashing.verify({ hash: standard, password: 'reboard-demo' })).toBe(true);
    expect(await hashing.verify({ hash: standard, password: 'reboard-demo!' })).toBe(false);
  });
});
