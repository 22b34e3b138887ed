import { ApiErrorSchema, ProductParamsSchema, SellerProfileSchema, SellerReviewPageSchema, SellerReviewsQuerySchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';
import type { SellerPageService } from './seller-page.service.ts';

/*
 * The public seller page. Not served from the public cache: its completed sales move with order
 * steps that leave the catalogue alone (see KEEPS_CATALOG), so a cached copy would lag.
 */
export const sellerPageRoutes: FastifyPluginAsyncZod<{ sellers: SellerPageService; reviews: ReviewsService }> = async (
  app,
  { sellers, reviews },
) => {
  app.get(
    '/sellers/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: "A seller's public page: who they are, completed sales and rating",
        params: ProductParamsSchema,
        response: { 200: SellerProfileSchema, 404: ApiErrorSchema },
      },
    },
    (req) => sellers.profile(req.params.id),
  );

  app.get(
    '/sellers/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: "A seller's reviews, newest first (keyset pagination)",
        params: ProductParamsSchema,
        querystring: SellerReviewsQuerySchema,
        response: { 200: SellerReviewPageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req) => {
      await sellers.ensureSeller(req.params.id);
      return reviews.sellerReviews(req.params.id, req.query);
    },
  );
};
