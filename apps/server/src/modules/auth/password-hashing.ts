import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';

/*
 * Passwords are hashed by Better Auth's scrypt (N = 2^14, r = 16: about 75 ms of CPU each), in
 * development and production alike. Only NODE_ENV=test (the API suite, which signs up well over
 * a thousand accounts) uses the same scrypt at a work factor 64 times smaller, marked so that a
 * default hash (the seeded demo accounts) still verifies. The browser suite runs the server in
 * production mode, so sign-up and sign-in are also tested with the real cost.
 */
const TEST_MARK = 'scrypt-test$';
const TEST_COST = { N: 1024, r: 4, p: 1 };

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, TEST_COST, (err, key) => (err ? reject(err) : resolve(key))),
  );

const testHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_MARK}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(TEST_MARK)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(TEST_MARK.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const given = await derive(password, salt);
    return expected.length === given.length && timingSafeEqual(expected, given);
  },
};

/** Better Auth's `emailAndPassword.password` option: its own default except under NODE_ENV=test. */
export function passwordHashing(env: string): typeof testHashing | undefined {
  return env === 'test' ? testHashing : undefined;
}
