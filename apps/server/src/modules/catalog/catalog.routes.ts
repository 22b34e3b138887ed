import {
  ApiErrorSchema,
  CategoryListSchema,
  CategoryPageQuerySchema,
  CategoryParamsSchema,
  CategoryProductsSchema,
  FeaturedProductsSchema,
  ProductFacetsQuerySchema,
  ProductFacetsSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductDetailSchema,
  SuggestionsQuerySchema,
  SuggestionsSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachedReply } from '#server/plugins/public-cache.ts';
import type { CatalogService } from './catalog.types.ts';
import type { FacetsService } from './facets.service.ts';
import type { SuggestionsService } from './suggestions.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; facets: FacetsService; suggestions: SuggestionsService; cached: CachedReply }> = async (
  app,
  { catalog, facets, suggestions, cached },
) => {
  app.get(
    '/categories',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'All categories', response: { 200: CategoryListSchema } } },
    (req, reply) => cached(req, reply, () => catalog.listCategories()),
  );

  app.get(
    '/categories/:id/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A category's unsold listings",
        params: CategoryParamsSchema,
        querystring: CategoryPageQuerySchema,
        response: { 200: CategoryProductsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (req, reply) => cached(req, reply, () => catalog.categoryProducts(req.params.id, req.query)),
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
    (req, reply) => cached(req, reply, () => catalog.listProducts(req.query)),
  );

  app.get(
    '/products/facets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'How many listings each filter value would leave (counted up to 10 000)',
        querystring: ProductFacetsQuerySchema,
        response: { 200: ProductFacetsSchema, 400: ApiErrorSchema },
      },
    },
    (req, reply) => cached(req, reply, () => facets.facets(req.query)),
  );

  app.get(
    '/products/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Part numbers, manufacturers, categories and names for what is being typed (at most 8)',
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsSchema, 400: ApiErrorSchema },
      },
    },
    (req, reply) => cached(req, reply, () => suggestions.suggest(req.query.q)),
  );

  app.get(
    '/products/featured',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'Boosted unsold listings', response: { 200: FeaturedProductsSchema } } },
    (req, reply) => cached(req, reply, () => catalog.featured()),
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "One listing, with its seller's rating",
        params: ProductParamsSchema,
        response: { 200: ProductDetailSchema, 404: ApiErrorSchema },
      },
    },
    (req, reply) => cached(req, reply, () => catalog.productDetail(req.params.id)),
  );
};
