import type { Message } from '@reboard/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/access.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createReportsRepository } from './reports.repository.ts';

export function createReportsService(db: Database, catalog: CatalogService) {
  const repo = createReportsRepository(db);
  return {
    async report(user: SessionUser, productId: string, reason: string): Promise<Message> {
      const listing = await catalog.getProduct(productId);
      if (listing.status !== 'active') throw notFound('This listing is no longer for sale');
      if (listing.seller.id === user.id) throw forbidden('You cannot report your own listing');
      if (!(await repo.insertOpen(listing.id, user.id, reason))) {
        throw conflict('ALREADY_REPORTED', 'You have already reported this product; our team is reviewing it');
      }
      return { message: 'Product is reported successfully' };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
