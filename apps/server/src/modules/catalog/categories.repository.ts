import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { categories } from '#server/db/schema/listings.ts';

export function createCategoriesRepository(db: Database) {
  const columns = { id: categories.id, name: categories.name, image: categories.image };
  return {
    list: () => db.select(columns).from(categories).orderBy(asc(categories.position)),
    async find(id: string) {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return row;
    },
  };
}
