import {
  AdminAccountQuerySchema,
  AdminListQuerySchema,
  AdminProblemPageSchema,
  AdminReportPageSchema,
  AdminReportQuerySchema,
  AdminUserPageSchema,
  ApiErrorSchema,
  AuditPageSchema,
  CancelSaleSchema,
  CloseProblemSchema,
  IdParamsSchema,
  ConversationReportPageSchema,
  ConversationReportQuerySchema,
  MessageSchema,
  RemoveReviewSchema,
  ResolveReportSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.types.ts';
import { requireUser } from '../auth/index.ts';

const Id = IdParamsSchema;
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const adminOnly = { access: 'admin' as const };

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/sellers',
    {
      config: adminOnly,
      schema: { tags: ['admin'], summary: 'All sellers (search by name or email; live, or removed)', querystring: AdminAccountQuerySchema, response: { 200: AdminUserPageSchema, 400: ApiErrorSchema } },
    },
    (req) => admin.sellers(req.query),
  );

  app.get(
    '/admin/buyers',
    {
      config: adminOnly,
      schema: { tags: ['admin'], summary: 'All buyers (search by name or email; live, or removed)', querystring: AdminAccountQuerySchema, response: { 200: AdminUserPageSchema, 400: ApiErrorSchema } },
    },
    (req) => admin.buyers(req.query),
  );

  app.post(
    '/admin/sellers/:id/verify',
    {
      config: adminOnly,
      schema: { tags: ['admin'], summary: 'Verify a seller', params: Id, response: { 200: MessageSchema, ...errors } },
    },
    (req) => admin.verifySeller(requireUser(req), req.params.id),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Remove a buyer or seller (soft delete; paid orders and payments stay)',
        params: Id,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.deleteUser(requireUser(req), req.params.id),
  );

  app.post(
    '/admin/users/:id/restore',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Restore a removed buyer or seller, with the unsold listings that left with them',
        params: Id,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.restoreUser(requireUser(req), req.params.id),
  );

  app.get(
    '/admin/reports',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reported listings: the open queue, or the resolved history',
        querystring: AdminReportQuerySchema,
        response: { 200: AdminReportPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => admin.reports(req.query),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Dismiss a report, or remove the listing',
        params: Id,
        body: ResolveReportSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.resolveReport(requireUser(req), req.params.id, req.body.action),
  );

  app.delete(
    '/admin/reviews/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Remove a review from the seller page and the averages, with an optional reason (audited)',
        params: Id,
        // The reason is optional, and so is a body at all.
        body: RemoveReviewSchema.nullish(),
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.removeReview(requireUser(req), req.params.id, req.body?.reason),
  );

  app.delete(
    '/admin/listings/:id/proof-badge',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Remove the "Photo with code" badge from a listing whose proof photo is wrong (audited)',
        params: Id,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.removeProofBadge(requireUser(req), req.params.id),
  );

  app.get(
    '/admin/conversation-reports',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reported conversations with their latest messages: the open queue, or the closed ones',
        querystring: ConversationReportQuerySchema,
        response: { 200: ConversationReportPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => admin.conversationReports(req.query),
  );

  app.post(
    '/admin/conversation-reports/:id/close',
    {
      config: adminOnly,
      schema: { tags: ['admin'], summary: 'Close a conversation report', params: Id, response: { 200: MessageSchema, ...errors } },
    },
    (req) => admin.closeConversationReport(requireUser(req), req.params.id),
  );

  app.get(
    '/admin/problems',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Problems buyers reported with their orders: the open queue, or the resolved history',
        querystring: AdminReportQuerySchema,
        response: { 200: AdminProblemPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => admin.problems(req.query),
  );

  app.post(
    '/admin/problems/:id/refund',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Refund the buyer of an order with an open problem: the order is cancelled with the reason; the listing stays sold',
        params: Id,
        body: CancelSaleSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.refundProblem(requireUser(req), req.params.id, req.body.reason),
  );

  app.post(
    '/admin/problems/:id/close',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Close an open problem without a refund, with a note both sides read; the order goes on',
        params: Id,
        body: CloseProblemSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (req) => admin.closeProblem(requireUser(req), req.params.id, req.body.note),
  );

  app.get(
    '/admin/audit',
    {
      config: adminOnly,
      schema: { tags: ['admin'], summary: 'What admins did, newest first', querystring: AdminListQuerySchema, response: { 200: AuditPageSchema, 400: ApiErrorSchema } },
    },
    (req) => admin.audit(req.query),
  );
};
