import {
  ApiErrorSchema,
  CategoryListSchema,
  CategoryParamsSchema,
  CategoryProductsSchema,
  FeaturedProductsSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service.ts';

const CategoryPageQuery = ProductListQuerySchema.omit({ category: true });

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/categories',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'All categories', response: { 200: CategoryListSchema } } },
    () => catalog.listCategories(),
  );

  app.get(
    '/categories/:id/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A category's unsold listings",
        params: CategoryParamsSchema,
        querystring: CategoryPageQuery,
        response: { 200: CategoryProductsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (req) => catalog.categoryProducts(req.params.id, req.query),
  );

  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Search unsold listings (keyset pagination)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => catalog.listProducts(req.query),
  );

  app.get(
    '/products/featured',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'Boosted unsold listings', response: { 200: FeaturedProductsSchema } } },
    () => catalog.featured(),
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One listing',
        params: ProductParamsSchema,
        response: { 200: ProductSchema, 404: ApiErrorSchema },
      },
    },
    (req) => catalog.getProduct(req.params.id),
  );
};
