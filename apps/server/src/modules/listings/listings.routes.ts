import {
  ApiErrorSchema,
  ListingInputSchema,
  MessageSchema,
  ProductParamsSchema,
  SellerListingSchema,
  SellerListingsSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ListingsService } from './listings.service.ts';
import { said } from '#server/lib/i18n.ts';
import { HOUR_MS, perWindow } from '#server/plugins/rate-limit.ts';
import { requireUser } from '../auth/index.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** A seller's own listings: create, edit, boost, delete (admins may delete too). */
export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService; listingsPerHour: number }> = async (
  app,
  { listings, listingsPerHour },
) => {
  app.post(
    '/products',
    {
      // Per seller (LISTINGS_PER_HOUR): a shop listing its stock by hand stays well under it.
      config: { access: 'seller', rateLimit: perWindow(listingsPerHour, HOUR_MS) },
      schema: {
        tags: ['listings'],
        summary: 'List a product (prices are whole amounts up to 99,99,999, as numbers or as typed text: "25,000", "২৫০০০"); LISTINGS_PER_HOUR per seller, 429 past it',
        body: ListingInputSchema,
        response: { 201: SellerListingSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await listings.create(requireUser(req), req.body)),
  );

  app.patch(
    '/products/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'Edit one of your active listings',
        params: ProductParamsSchema,
        body: ListingInputSchema,
        response: { 200: SellerListingSchema, ...errors },
      },
    },
    (req) => listings.update(requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/products/:id/boost',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'Advertise one of your active listings among Featured Products',
        params: ProductParamsSchema,
        response: { 200: SellerListingSchema, ...errors },
      },
    },
    (req) => listings.boost(requireUser(req), req.params.id),
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'seller_or_admin' },
      schema: {
        tags: ['listings'],
        summary: 'Delete an unsold listing (yours, or any as an admin)',
        params: ProductParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (req) => {
      const { name } = await listings.remove(requireUser(req), req.params.id);
      return said('errors.success.deleted', { name });
    },
  );

  app.get(
    '/seller/products',
    {
      config: { access: 'seller' },
      schema: { tags: ['listings'], summary: 'Your listings, sold and active', response: { 200: SellerListingsSchema } },
    },
    (req) => listings.listMine(requireUser(req)),
  );

  app.get(
    '/seller/products/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'One of your listings, for the edit form',
        params: ProductParamsSchema,
        response: { 200: SellerListingSchema, 404: ApiErrorSchema },
      },
    },
    (req) => listings.mine(requireUser(req), req.params.id),
  );
};
