import { z } from 'zod';
import { IdParamsSchema } from './text.ts';

export { CATEGORY_IDS, CATEGORY_KEYS, DEFAULT_CATEGORIES } from './default-categories.ts';

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListSchema = z.object({ items: z.array(CategorySchema) });
export type CategoryList = z.infer<typeof CategoryListSchema>;

export const CategoryParamsSchema = IdParamsSchema;
