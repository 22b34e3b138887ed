import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@reboard/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createAuth, makeAdmin } from '../modules/auth/index.ts';

/* npm run create-admin -- --email E --password P [--name N]: see makeAdmin. */
const Args = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('--email must be an email address')),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
});

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(
      `${parsed.error.issues[0]?.message ?? 'bad arguments'}\nUsage: npm run create-admin -- --email E --password P [--name N]`,
    );
  }
  const { email, password, name } = parsed.data;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
    const auth = createAuth(config, database.db, pino({ level: 'warn' }));
    const outcome = await makeAdmin(database.db, auth, { email, password, name });
    console.log(
      outcome === 'created'
        ? `Admin ${email} created. Sign in at /login.`
        : `${email} is now an admin (password unchanged).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
