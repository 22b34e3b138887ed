import { randomUUID } from 'node:crypto';

/** What an API call answered; network failures (a killed instance) are status 0. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * One person's cookies, sent to whichever address a call names: a session made through one
 * instance works through another because sessions live in the database.
 */
export class Session {
  private readonly cookies = new Map<string, string>();

  /** `origin` is the site's address as the browser would send it (the API checks Origin on writes). */
  constructor(private readonly origin: string) {}

  async call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const form = body instanceof FormData;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Origin: this.origin,
          ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body: parsed };
    } catch {
      return { status: 0, body: null };
    }
  }

  /** A new account of `role`, signed in on this session. */
  async signUp(base: string, role: 'buyer' | 'seller'): Promise<{ email: string; password: string }> {
    const account = { name: `Scale ${role}`, email: `scale-${role}-${randomUUID().slice(0, 12)}@bench.reboard.test`, password: 'scale-password-1', role };
    const answer = await this.call(base, 'POST', '/api/auth/sign-up/email', account);
    if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return account;
  }
}

export const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
