import { ApiErrorSchema, ProofCodeSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProofService } from './proof.service.ts';
import { requireUser } from '../auth/index.ts';

/** The code a seller writes beside the item for the proof photo (see proof.ts). */
export const proofRoutes: FastifyPluginAsyncZod<{ proof: ProofService }> = async (app, { proof }) => {
  app.get(
    '/seller/proof-code',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'A fresh code to handwrite beside the item for the proof photo, with the token to send back with the listing',
        response: { 200: ProofCodeSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    (req, reply) => {
      // A new code each time: never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return proof.issue(requireUser(req));
    },
  );
};
