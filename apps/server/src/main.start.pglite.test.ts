import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#test/server-process.ts';

/*
 * `npm start` on a machine that sets nothing: the server process as the quick start runs it. It
 * never touches a PostgreSQL server (the embedded database is the quick start's), so the
 * PostgreSQL pass leaves it out.
 */
describe('npm start with an empty environment (decision 029)', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.cleanUp());

  it('serves as production does on http://localhost:PORT: one warning, the address, no request log; sign-up and sign-in work', async () => {
    // Empty is unset: no NODE_ENV, LOG_LEVEL or PUBLIC_URL reaches the process.
    server = await startServerProcess({ NODE_ENV: '', LOG_LEVEL: '' }, ['--start']);
    const { port } = server;
    const local = `http://localhost:${port}`;
    const lines = () => server!.output().trim().split('\n');
    // (A checkout without the web build adds a warning that it serves the API only.)
    expect(lines()[0], server.output()).toBe(
      `Warning: PUBLIC_URL is unset: links, the sitemap and mail use ${local}, which only this machine reaches (set PUBLIC_URL before others use the site)`,
    );
    expect(lines()).toContainEqual(expect.stringMatching(new RegExp(`^Reboard is ready on ${local} \\(embedded database in .+, \\d+ ms\\)$`)));
    const atStart = lines();

    const post = (path: string, body: object) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(body),
      });
    const account = { email: `start-${port}@example.test`, password: 'correct-horse-9' };
    const signedUp = await post('/api/auth/sign-up/email', { ...account, name: 'First Visitor', role: 'buyer' });
    expect(signedUp.status, await signedUp.clone().text()).toBe(200);
    const signedIn = await post('/api/auth/sign-in/email', account);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/session_token=/);
    // Requests are logged at info, which npm start leaves out.
    expect(lines()).toEqual(atStart);
  }, 90_000);
});
