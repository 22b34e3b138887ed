import { AdminListQuerySchema, ApiErrorSchema, IdParamsSchema, MessageSchema, PendingProofPageSchema, RejectProofSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.types.ts';
import { requireUser } from '../auth/index.ts';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const adminOnly = { access: 'admin' as const };
/** The queue takes a cursor and a page size (no search: it is short, and every photo needs a look). */
const ProofQueueQuerySchema = AdminListQuerySchema.pick({ cursor: true, limit: true });

/** The admins' check of proof photos, beside reported items: the queue, approve, reject (audited; the seller is told). */
export const adminProofRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/proofs',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Proof photos waiting for a check, with the code each seller was given, newest first',
        querystring: ProofQueueQuerySchema,
        response: { 200: PendingProofPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => admin.pendingProofs(req.query),
  );

  app.post(
    '/admin/proofs/:id/approve',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Approve a listing’s proof photo: the "Photo with code" badge shows (audited; the seller is notified)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.approveProof(requireUser(req), req.params.id),
  );

  app.post(
    '/admin/proofs/:id/reject',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reject a listing’s proof photo with a reason its seller reads: no badge (audited; the seller is notified)',
        params: IdParamsSchema,
        body: RejectProofSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.rejectProof(requireUser(req), req.params.id, req.body.reason),
  );
};
