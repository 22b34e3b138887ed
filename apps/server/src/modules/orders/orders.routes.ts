import {
  ApiErrorSchema,
  CreateOrderSchema,
  MessageSchema,
  ORDER_VIEWERS,
  OrderDetailSchema,
  OrderListSchema,
  OrderSchema,
  ProductParamsSchema,
  SellerBuyerListSchema,
  ShipOrderSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { OrdersService } from './orders.service.ts';
import { requireUser } from '../auth/index.ts';

/** An order step refused: someone else's order (404), or not at the step it moves from (409). */
const stepRefusals = { 404: ApiErrorSchema, 409: ApiErrorSchema };

/** Bookings one buyer may make per minute: far above a person's pace, well below a script's. */
export const BOOKINGS_PER_MINUTE = 20;

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/orders',
    {
      config: { access: 'buyer', rateLimit: perMinute(BOOKINGS_PER_MINUTE) },
      schema: {
        tags: ['orders'],
        summary: 'Book a listing (the price is taken from the listing); it is held for you, and refused (409) while held for another',
        body: CreateOrderSchema,
        response: { 201: OrderSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await orders.book(requireUser(req), req.body)),
  );

  app.get(
    '/orders',
    {
      config: { access: 'buyer' },
      schema: { tags: ['orders'], summary: 'My Cart: your bookings', response: { 200: OrderListSchema } },
    },
    (req) => orders.list(requireUser(req)),
  );

  // The order page: its buyer reads it beside their bookings, its seller beside their sales.
  for (const viewer of ORDER_VIEWERS) {
    app.get(
      viewer === 'buyer' ? '/orders/:id' : '/seller/orders/:id',
      {
        config: { access: viewer },
        schema: {
          tags: ['orders'],
          summary:
            viewer === 'buyer'
              ? 'One of your bookings, for its order page (with the seller’s contact details)'
              : 'One order of your listing, for its order page (with the buyer’s contact details)',
          params: ProductParamsSchema,
          response: { 200: OrderDetailSchema, 404: ApiErrorSchema },
        },
      },
      (req) => orders.detail(requireUser(req), req.params.id, viewer),
    );
  }

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of your bookings before paying for it',
        params: ProductParamsSchema,
        response: { 200: MessageSchema, ...stepRefusals },
      },
    },
    (req) => orders.cancelBooking(requireUser(req), req.params.id),
  );

  app.post(
    '/orders/:id/received',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: 'Confirm that a shipped or handed-over order arrived',
        params: ProductParamsSchema,
        response: { 200: OrderSchema, ...stepRefusals },
      },
    },
    (req) => orders.confirmReceipt(requireUser(req), req.params.id),
  );

  app.post(
    '/seller/orders/:id/shipped',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['orders'],
        summary: 'Mark a paid or confirmed courier order of your listing shipped, with the carrier and a tracking number',
        params: ProductParamsSchema,
        body: ShipOrderSchema,
        response: { 200: OrderSchema, 400: ApiErrorSchema, ...stepRefusals },
      },
    },
    (req) => orders.ship(requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/seller/orders/:id/handed-over',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['orders'],
        summary: 'Mark a paid or confirmed meet-up order of your listing handed over',
        params: ProductParamsSchema,
        response: { 200: OrderSchema, ...stepRefusals },
      },
    },
    (req) => orders.handOver(requireUser(req), req.params.id),
  );

  app.get(
    '/seller/buyers',
    {
      config: { access: 'seller' },
      schema: { tags: ['orders'], summary: 'My Buyers: who booked or bought your listings', response: { 200: SellerBuyerListSchema } },
    },
    (req) => orders.buyersOf(requireUser(req)),
  );
};
