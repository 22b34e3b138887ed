import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

export function createUsersRepository(db: Database) {
  return {
    async activeByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.email, email), isNull(user.deletedAt)));
      return row;
    },
  };
}
