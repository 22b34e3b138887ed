import type { Message, NewsletterRequest } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { said } from '#server/lib/i18n.ts';

export interface NewsletterService {
  subscribe(sub: NewsletterRequest): Promise<Message>;
}

export function createNewsletterService(db: Database): NewsletterService {
  const repo = createNewsletterRepository(db);
  return {
    async subscribe(sub: NewsletterRequest): Promise<Message> {
      if (!(await repo.insert(sub))) throw conflict('ALREADY_SUBSCRIBED', 'errors.newsletter.alreadySubscribed');
      return said('errors.success.subscribed', { name: sub.firstName });
    },
  };
}
