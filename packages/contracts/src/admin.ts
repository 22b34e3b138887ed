import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';
import { singleLine } from './text.ts';
import { PartySchema, RoleSchema } from './accounts.ts';
import { OrderSchema } from './orders.ts';
import { OrderProblemSchema } from './problems.ts';
import { ProductStatusSchema } from './products.ts';

/** Admin lists are paginated (keyset cursor) and searchable by name or email. */
export const AdminListQuerySchema = z.object({
  q: singleLine().trim().max(200).optional(),
  cursor: CursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminListQuery = z.input<typeof AdminListQuerySchema>;

/** All Sellers and All Buyers list live accounts, or (?status=removed) the removed ones to restore. */
export const ACCOUNT_STATUSES = ['active', 'removed'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
export const AdminAccountQuerySchema = AdminListQuerySchema.extend({ status: AccountStatusSchema.default('active') });
export type AdminAccountQuery = z.output<typeof AdminAccountQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: RoleSchema,
  verified: z.boolean(),
  createdAt: z.string(),
  /** When an admin removed the account; null while it is live. */
  removedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const AdminReportSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), status: ProductStatusSchema }),
  seller: PartySchema,
  reporter: PartySchema,
  reason: z.string(),
  status: ReportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: PartySchema.nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = z.object({
  items: z.array(AdminReportSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

/** The query of the admins' two queues, reported listings and order problems. */
export const AdminReportQuerySchema = AdminListQuerySchema.extend({
  /** open: the queue; resolved: the history. */
  view: z.enum(['open', 'resolved']).default('open'),
});
export type AdminReportQuery = z.output<typeof AdminReportQuerySchema>;
/** open: the queue; resolved: the history. */
export type ReportView = AdminReportQuery['view'];

export const ResolveReportSchema = z.object({ action: z.enum(['dismiss', 'remove']) });
export type ResolveReport = z.infer<typeof ResolveReportSchema>;

/** A buyer's problem with an order, as the admins' queue shows it: the order, both parties, and how it ended. */
export const AdminProblemSchema = OrderProblemSchema.extend({
  id: z.string(),
  /** The order as the order pages give it; its total is what the buyer paid with delivery, what a refund returns. */
  order: OrderSchema.pick({ id: true, productId: true, productName: true, price: true, quantity: true, total: true, currency: true, step: true }),
  buyer: PartySchema,
  seller: PartySchema,
  resolvedBy: PartySchema.nullable(),
});
export type AdminProblem = z.infer<typeof AdminProblemSchema>;
export const AdminProblemPageSchema = z.object({
  items: z.array(AdminProblemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type AdminProblemPage = z.infer<typeof AdminProblemPageSchema>;

/** A proof photo waiting in the admins' queue: the listing, its seller, the code they were given and the photo. */
export const PendingProofSchema = z.object({
  /** The listing's id (approve and reject act on it). */
  id: z.string(),
  name: z.string(),
  seller: PartySchema,
  code: z.string(),
  photo: z.string(),
  submittedAt: z.string(),
});
export type PendingProof = z.infer<typeof PendingProofSchema>;
export const PendingProofPageSchema = z.object({
  items: z.array(PendingProofSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type PendingProofPage = z.infer<typeof PendingProofPageSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: PartySchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
