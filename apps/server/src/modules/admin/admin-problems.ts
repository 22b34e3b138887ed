import type { AdminProblemPage, Message, ReportView } from '@reboard/contracts';
import { said } from '#server/lib/i18n.ts';
import type { ListQuery } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import type { AdminContext, AdminService } from './admin.types.ts';

export type AdminProblems = Pick<AdminService, 'problems' | 'refundProblem' | 'closeProblem'>;

/** Admins' answers to buyers' problems with their orders: a refund, or a close with a note. */
export function createAdminProblems({ db, deps, audit }: AdminContext): AdminProblems {
  const { problems, payments } = deps;
  return {
    problems: (query: ListQuery & { view: ReportView }): Promise<AdminProblemPage> => problems.queue(query),

    /**
     * The buyer of an order with an open problem is refunded through the provider (the same
     * refund job as a seller's cancel) and the order cancelled with the reason; both sides are
     * mailed. The listing stays sold: the item already went out.
     */
    async refundProblem(admin: SessionUser, id: string, reason: string): Promise<Message> {
      const problem = await problems.openProblem(id);
      const { order } = problem;
      await db.transaction(async (tx) => {
        await problems.refund(problem, admin.id, reason, tx);
        await payments.enqueueRefund(order.id, tx);
        const summary = `Refunded ${order.buyerName} for ${order.productName}: ${reason}`;
        await audit.record({ actorId: admin.id, action: 'refund_problem', targetType: 'problem', targetId: problem.id, details: { summary, orderId: order.id } }, tx);
      });
      return said('errors.success.problemRefunded', { buyer: order.buyerName, product: order.productName });
    },

    /** The problem closes without a refund, with a note both sides read; the order goes on. */
    async closeProblem(admin: SessionUser, id: string, note: string): Promise<Message> {
      const problem = await problems.openProblem(id);
      const { order } = problem;
      await db.transaction(async (tx) => {
        await problems.close(problem, admin.id, note, tx);
        const summary = `Closed ${order.buyerName}'s problem with ${order.productName}: ${note}`;
        await audit.record({ actorId: admin.id, action: 'close_problem', targetType: 'problem', targetId: problem.id, details: { summary, orderId: order.id } }, tx);
      });
      return said('errors.success.problemClosed', { product: order.productName });
    },
  };
}
