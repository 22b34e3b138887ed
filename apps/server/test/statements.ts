import type { DatabaseHandle } from '#server/db/client.ts';

type Client = { query: (...args: unknown[]) => unknown };

/**
 * The statements the app sends its database while `run` runs, as their SQL text: PGlite's
 * client and PostgreSQL's pool are both what drizzle calls `query` on. The job runner's own
 * statements (it polls in the background) are left out.
 */
export async function statementsOf(database: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === 'string' ? first : (first.text ?? ''));
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    // The method was the prototype's (or, for PGlite's queue, the proxied client's): drop ours.
    delete (client as Partial<Client>).query;
  }
  return texts.filter((text) => !/\bjobs\b/.test(text));
}
