import { ApiErrorSchema, PhotoOrderSchema, ProductParamsSchema, SellerListingSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ListingPhotosService } from './listing-photos.ts';
import { requireUser } from '../auth/index.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** A seller's reorder of a listing's photos; the first becomes the cover. */
export const listingPhotosRoutes: FastifyPluginAsyncZod<{ photos: ListingPhotosService }> = async (app, { photos }) => {
  app.put(
    '/products/:id/photos',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'Put your listing’s photos in a new order (the same photos; the first is the cover)',
        params: ProductParamsSchema,
        body: PhotoOrderSchema,
        response: { 200: SellerListingSchema, ...errors },
      },
    },
    (req) => photos.reorder(requireUser(req), req.params.id, req.body.photos),
  );
};
