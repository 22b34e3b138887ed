import {
  ApiErrorSchema,
  OrderReviewSchema,
  ProductParamsSchema,
  ReviewAnswerRequestSchema,
  ReviewRequestSchema,
  ReviewSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { ReviewsService } from './reviews.service.ts';
import { requireUser } from '../auth/index.ts';

/** Reviews and answers one person may post per minute: each is another order, so more is a script. */
export const REVIEWS_PER_MINUTE = 10;

/** Someone else's order or review (404), bad input (400), or the wrong moment for it (409). */
const refusals = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/orders/:id/review',
    {
      config: { access: 'buyer', rateLimit: perMinute(REVIEWS_PER_MINUTE) },
      schema: {
        tags: ['reviews'],
        summary: 'Rate the seller of an order that reached you (received or completed), once',
        params: ProductParamsSchema,
        body: ReviewRequestSchema,
        response: { 201: ReviewSchema, ...refusals, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await reviews.post(requireUser(req), req.params.id, req.body)),
  );

  app.get(
    '/orders/:id/review',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: "An order's review, for its buyer or its seller (null before one is posted)",
        params: ProductParamsSchema,
        response: { 200: OrderReviewSchema, 404: ApiErrorSchema },
      },
    },
    (req) => reviews.forOrder(requireUser(req), req.params.id),
  );

  app.patch(
    '/reviews/:id',
    {
      config: { access: 'buyer', rateLimit: perMinute(REVIEWS_PER_MINUTE) },
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review (rating and text) within 30 days of posting it',
        params: ProductParamsSchema,
        body: ReviewRequestSchema,
        response: { 200: ReviewSchema, ...refusals },
      },
    },
    (req) => reviews.edit(requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/reviews/:id/answer',
    {
      config: { access: 'seller', rateLimit: perMinute(REVIEWS_PER_MINUTE) },
      schema: {
        tags: ['reviews'],
        summary: 'Answer a review of you, once',
        params: ProductParamsSchema,
        body: ReviewAnswerRequestSchema,
        response: { 200: ReviewSchema, ...refusals, 429: ApiErrorSchema },
      },
    },
    (req) => reviews.answer(requireUser(req), req.params.id, req.body.answer),
  );
};
