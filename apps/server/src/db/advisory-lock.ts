import pg from 'pg';

/**
 * Holds a session advisory lock on a connection opened for it alone while `work` runs. Should
 * this process die meanwhile, PostgreSQL drops the connection and the lock with it, so another
 * instance waiting on the key goes on instead of waiting forever.
 */
export async function withAdvisoryLock<T>(url: string, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'reboard-start-lock' });
  // A connection lost while waiting or working must surface as a failed query, not a crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock itself cannot be sent.
    await client.query('select pg_advisory_unlock($1)', [key.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
