import type { NewsletterRequest } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { newsletterSubscriptions } from '#server/db/schema/newsletter.ts';

export function createNewsletterRepository(db: Database) {
  return {
    /** Returns false when the email was already subscribed. */
    async insert(sub: NewsletterRequest): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values(sub)
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
  };
}
