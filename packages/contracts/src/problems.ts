import { z } from 'zod';
import { multiLine } from './text.ts';

/** What went wrong with a paid order, in the buyer's words: it never came, or it is not what was listed. */
export const PROBLEM_KINDS = ['not_received', 'not_as_described'] as const;
export const ProblemKindSchema = z.enum(PROBLEM_KINDS, { message: 'validation.problem.chooseKind' });
export type ProblemKind = z.infer<typeof ProblemKindSchema>;

/** The words the buyer, the seller and the admins read for each kind. */
export const PROBLEM_KIND_KEYS = {
  not_received: 'orders.problemKind.not_received',
  not_as_described: 'orders.problemKind.not_as_described',
} as const satisfies Record<ProblemKind, string>;

/** Open until an admin refunds the buyer or closes it (the order then goes on). */
export const PROBLEM_STATUSES = ['open', 'refunded', 'closed'] as const;
export const ProblemStatusSchema = z.enum(PROBLEM_STATUSES);
export type ProblemStatus = z.infer<typeof ProblemStatusSchema>;

/** A buyer reporting a problem with a paid or shipped order. */
export const ReportProblemSchema = z.object({
  kind: ProblemKindSchema,
  description: multiLine({ message: 'validation.problem.descriptionRequired' })
    .trim()
    .min(1, 'validation.problem.descriptionRequired')
    .max(1000, 'validation.atMost.chars1000'),
});
export type ReportProblem = z.infer<typeof ReportProblemSchema>;

/** An order's latest problem as its buyer and seller see it. */
export const OrderProblemSchema = z.object({
  kind: ProblemKindSchema,
  description: z.string(),
  status: ProblemStatusSchema,
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The admin's reason for a refund, or note on closing. */
  resolutionNote: z.string().nullable(),
});
export type OrderProblem = z.infer<typeof OrderProblemSchema>;

/** An admin closing a problem without a refund: the order goes on, and both sides read the note. */
export const CloseProblemSchema = z.object({
  note: multiLine({ message: 'validation.problem.noteRequired' })
    .trim()
    .min(1, 'validation.problem.noteRequired')
    .max(300, 'validation.atMost.chars300'),
});
export type CloseProblem = z.infer<typeof CloseProblemSchema>;
