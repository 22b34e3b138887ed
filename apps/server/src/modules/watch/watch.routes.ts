import {
  ApiErrorSchema,
  MessageSchema,
  ProductParamsSchema,
  SavedSearchPageSchema,
  SavedSearchSchema,
  SaveSearchRequestSchema,
  UpdateSavedSearchSchema,
  WatchedIdsSchema,
  WatcherCountsSchema,
  WatchlistPageSchema,
  WatchPageQuerySchema,
  WatchStateSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';
import type { WatchlistService } from './watchlist.service.ts';
import { said } from '#server/lib/i18n.ts';
import { requireUser } from '../auth/index.ts';

/** Saves and hearts one person may make per minute: more is a script, not a shopper. */
export const WATCH_CHANGES_PER_MINUTE = 60;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** Saved searches (/api/saved-searches) and the watchlist (/api/watchlist); each person sees only their own. */
export const watchRoutes: FastifyPluginAsyncZod<{ searches: SavedSearchesService; watchlist: WatchlistService }> = async (
  app,
  { searches, watchlist },
) => {
  const changes = { access: 'user' as const, rateLimit: perMinute(WATCH_CHANGES_PER_MINUTE) };

  app.get(
    '/saved-searches',
    {
      config: { access: 'user' },
      schema: { tags: ['watch'], summary: 'Your saved searches, newest first', querystring: WatchPageQuerySchema, response: { 200: SavedSearchPageSchema, 400: ApiErrorSchema } },
    },
    (req) => searches.list(requireUser(req), req.query),
  );

  app.post(
    '/saved-searches',
    {
      config: changes,
      schema: {
        tags: ['watch'],
        summary: 'Save a storefront search with its filters, and how to be told of new matches',
        body: SaveSearchRequestSchema,
        response: { 201: SavedSearchSchema, ...refusals, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await searches.save(requireUser(req), req.body)),
  );

  app.patch(
    '/saved-searches/:id',
    {
      config: changes,
      schema: {
        tags: ['watch'],
        summary: 'Rename one of your saved searches, or change its alert',
        params: ProductParamsSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchSchema, ...refusals },
      },
    },
    (req) => searches.update(requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: changes,
      schema: { tags: ['watch'], summary: 'Delete one of your saved searches', params: ProductParamsSchema, response: { 200: MessageSchema, ...refusals } },
    },
    async (req) => {
      await searches.remove(requireUser(req), req.params.id);
      return said('errors.success.savedSearchDeleted');
    },
  );

  app.get(
    '/watchlist',
    {
      config: { access: 'user' },
      schema: { tags: ['watch'], summary: 'The listings you watch, newest first', querystring: WatchPageQuerySchema, response: { 200: WatchlistPageSchema, 400: ApiErrorSchema } },
    },
    (req) => watchlist.list(requireUser(req), req.query),
  );

  app.get(
    '/watchlist/ids',
    { config: { access: 'user' }, schema: { tags: ['watch'], summary: 'The ids of the listings you watch (for the hearts)', response: { 200: WatchedIdsSchema } } },
    (req) => watchlist.ids(requireUser(req)),
  );

  app.put(
    '/watchlist/:id',
    {
      config: changes,
      schema: { tags: ['watch'], summary: 'Watch a listing that is for sale', params: ProductParamsSchema, response: { 200: WatchStateSchema, ...refusals, 429: ApiErrorSchema } },
    },
    (req) => watchlist.watch(requireUser(req), req.params.id),
  );

  app.delete(
    '/watchlist/:id',
    {
      config: changes,
      schema: { tags: ['watch'], summary: 'Stop watching a listing', params: ProductParamsSchema, response: { 200: WatchStateSchema, ...refusals } },
    },
    (req) => watchlist.unwatch(requireUser(req), req.params.id),
  );

  app.get(
    '/seller/watchers',
    {
      config: { access: 'seller' },
      schema: { tags: ['watch'], summary: 'How many people watch each of your listings', response: { 200: WatcherCountsSchema } },
    },
    (req) => watchlist.countsForSeller(requireUser(req)),
  );
};
