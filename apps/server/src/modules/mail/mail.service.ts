import { createAccountMail } from './account-mail.ts';
import { createMailSender } from './mail-sender.ts';
import type { EnqueueMail, MailDeps, MailService } from './mail.types.ts';
import { createNoticeMail } from './notice-mail.ts';
import { createOrderMail } from './order-mail.ts';

export type { MailDeps, MailService, NotificationFacts, OrderFacts, ReviewFacts } from './mail.types.ts';

const KIND = 'mail';

/**
 * Mail to people about their orders. Other modules enqueue a message in the transaction of its
 * cause; the jobs runner sends it later, through the transport, and retries it when that fails.
 */
export function createMailService(deps: MailDeps): MailService {
  deps.jobs.handle(KIND, createMailSender(deps));
  const enqueue: EnqueueMail = (tx, key, job) => deps.jobs.enqueue(tx, { kind: KIND, key, payload: job });
  return { ...createOrderMail(enqueue), ...createAccountMail(enqueue), ...createNoticeMail(enqueue) };
}
