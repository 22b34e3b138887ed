import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures with a key made from the app's secret and a purpose, so a signature
 * made for one purpose (an unsubscribe link) is never accepted for another (a proof code).
 * Tokens built on it are stateless: nothing is stored, and nobody without the secret can make one.
 */
/** Signs bodies for one purpose with the app's secret. */
export interface Signer {
  sign(body: string): string;
  /** Whether `signature` is this signer's for `body` (compared in constant time). */
  verify(body: string, signature: string): boolean;
}

export function createSigner(purpose: string, appSecret: string): Signer {
  const key = `${purpose}:${appSecret}`;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign,
    /** Whether `signature` is this signer's for `body` (compared in constant time). */
    verify(body: string, signature: string): boolean {
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
