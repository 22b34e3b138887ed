import { DomainError } from '#server/lib/errors.ts';

/**
 * The kind and code a service call is refused with: what a service promises, not an HTTP
 * status. Fails the test when the call succeeds or throws something that is not a DomainError.
 */
export async function refusal(call: Promise<unknown>): Promise<[string, string]> {
  try {
    await call;
  } catch (err) {
    if (err instanceof DomainError) return [err.kind, err.code];
    throw err;
  }
  throw new Error('the call was not refused');
}
