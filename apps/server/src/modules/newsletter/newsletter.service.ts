import type { Message, NewsletterRequest } from '@reboard/contracts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';

export function createNewsletterService(db: Database) {
  const repo = createNewsletterRepository(db);
  return {
    async subscribe(sub: NewsletterRequest): Promise<Message> {
      if (!(await repo.insert(sub))) throw conflict('ALREADY_SUBSCRIBED', 'errors.newsletter.alreadySubscribed');
      return { message: `Thanks, ${sub.firstName}! You are subscribed to Reboard updates.` };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
