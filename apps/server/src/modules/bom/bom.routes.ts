import {
  ApiErrorSchema,
  BomMatchRequestSchema,
  BomMatchResultSchema,
  MessageSchema,
  SaveWantedListRequestSchema,
  UpdateWantedLineRequestSchema,
  WantedLineParamsSchema,
  WantedListParamsSchema,
  WantedListSchema,
  WantedListsSchema,
  WantedListSummarySchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { said } from '#server/lib/i18n.ts';
import { perMinute } from '#server/plugins/rate-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { BomService } from './bom.service.ts';

/** BOMs matched per minute by one person or address: each is up to 200 lookups and searches. */
export const BOM_MATCHES_PER_MINUTE = 20;
/** Wanted-list changes per minute by one person (a list read matches its lines too). */
export const WANTED_CHANGES_PER_MINUTE = 60;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/** BOM search (/api/bom/match, anyone) and wanted lists (/api/bom/lists, each person's own). */
export const bomRoutes: FastifyPluginAsyncZod<{ bom: BomService }> = async (app, { bom }) => {
  const mine = { access: 'user' as const, rateLimit: perMinute(WANTED_CHANGES_PER_MINUTE) };

  app.post(
    '/bom/match',
    {
      config: { access: 'public', rateLimit: perMinute(BOM_MATCHES_PER_MINUTE) },
      schema: {
        tags: ['bom'],
        summary: 'Match a pasted BOM line by line against the listings for sale, with totals per seller',
        body: BomMatchRequestSchema,
        response: { 200: BomMatchResultSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    (req) => bom.match(req.body.text),
  );

  app.post(
    '/bom/lists',
    {
      config: mine,
      schema: {
        tags: ['bom'],
        summary: 'Save a BOM as a wanted list: its owner is told when a new listing matches an open line',
        body: SaveWantedListRequestSchema,
        response: { 201: WantedListSummarySchema, ...refusals, 409: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await bom.save(requireUser(req), req.body)),
  );

  app.get(
    '/bom/lists',
    { config: mine, schema: { tags: ['bom'], summary: 'Your wanted lists, newest first', response: { 200: WantedListsSchema, 401: ApiErrorSchema, 429: ApiErrorSchema } } },
    (req) => bom.lists(requireUser(req)),
  );

  app.get(
    '/bom/lists/:id',
    {
      config: mine,
      schema: { tags: ['bom'], summary: 'One of your wanted lists, its open lines matched now', params: WantedListParamsSchema, response: { 200: WantedListSchema, ...refusals } },
    },
    (req) => bom.list(requireUser(req), req.params.id),
  );

  app.delete(
    '/bom/lists/:id',
    { config: mine, schema: { tags: ['bom'], summary: 'Delete one of your wanted lists', params: WantedListParamsSchema, response: { 200: MessageSchema, ...refusals } } },
    async (req) => {
      await bom.remove(requireUser(req), req.params.id);
      return said('bom.said.listDeleted');
    },
  );

  app.patch(
    '/bom/lists/:id/lines/:lineId',
    {
      config: mine,
      schema: {
        tags: ['bom'],
        summary: 'Close a line of your wanted list (you have the part) or open it again',
        params: WantedLineParamsSchema,
        body: UpdateWantedLineRequestSchema,
        response: { 200: WantedListSchema, ...refusals },
      },
    },
    (req) => bom.setLineClosed(requireUser(req), req.params.id, req.params.lineId, req.body.closed),
  );
};
