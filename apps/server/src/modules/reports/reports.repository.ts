import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

export function createReportsRepository(db: Database) {
  return {
    /** False when this reporter already has an open report on the listing (unique partial index). */
    async insertOpen(productId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(reports)
        .values({ productId, reporterId, reason })
        .onConflictDoNothing({ target: [reports.productId, reports.reporterId], where: sql`status = 'open'` })
        .returning({ id: reports.id });
      return rows.length > 0;
    },
  };
}
