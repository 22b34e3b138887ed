import type { Category } from '@reboard/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { categories } from '#server/db/schema/listings.ts';

/** The categories, in the order the storefront shows them. */
export interface CategoriesRepository {
  list(): Promise<Category[]>;
  find(id: string): Promise<Category | undefined>;
}

export function createCategoriesRepository(db: Database): CategoriesRepository {
  const columns = { id: categories.id, name: categories.name, image: categories.image };
  return {
    list: () => db.select(columns).from(categories).orderBy(asc(categories.position)),
    async find(id: string) {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return row;
    },
  };
}
