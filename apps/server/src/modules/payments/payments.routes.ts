import {
  ApiErrorSchema,
  CancelSaleSchema,
  MessageSchema,
  OrderSchema,
  PaymentIntentSchema,
  PaymentResultSchema,
  PayRequestSchema,
  ProductParamsSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.types.ts';
import { requireUser } from '../auth/index.ts';

const errors = { 400: ApiErrorSchema, 402: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.post(
    '/orders/:id/payment-intent',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary: 'Start paying for one of your orders (amount and currency from the order)',
        params: ProductParamsSchema,
        response: { 200: PaymentIntentSchema, ...errors },
      },
    },
    (req) => payments.intent(requireUser(req), req.params.id),
  );

  app.post(
    '/seller/orders/:id/cancel',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['payments'],
        summary: 'Cancel a paid order of your listing before sending it: the buyer is refunded and the listing is for sale again',
        params: ProductParamsSchema,
        body: CancelSaleSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    (req) => payments.cancelSale(requireUser(req), req.params.id, req.body.reason),
  );

  app.post(
    '/seller/orders/:id/confirm',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a booked cash order of your listing: the listing is sold to it (one sale per listing)',
        params: ProductParamsSchema,
        response: { 200: OrderSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    (req) => payments.confirmCash(requireUser(req), req.params.id),
  );

  app.post(
    '/seller/orders/:id/cash-received',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['payments'],
        summary: 'Record the cash of a confirmed order you sent or handed over',
        params: ProductParamsSchema,
        response: { 200: OrderSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    (req) => payments.recordCash(requireUser(req), req.params.id),
  );

  app.post(
    '/orders/:id/payments',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary: 'Pay (test provider: a test card) or record a confirmed Stripe payment',
        params: ProductParamsSchema,
        body: PayRequestSchema,
        response: { 201: PaymentResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await payments.pay(requireUser(req), req.params.id, req.body)),
  );

  // The webhook must see the body exactly as Stripe signed it.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/payments/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed; payment_intent.succeeded records the payment)',
          response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      (req) => payments.webhook(req.body as Buffer, req.headers['stripe-signature'] as string | undefined),
    );
  });
};
