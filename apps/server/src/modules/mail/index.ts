/* What other modules may use of mail: the messages they enqueue in their own transactions. */
export { createMailService } from './mail.service.ts';
export type { MailDeps, MailService, OrderFacts } from './mail.types.ts';
export { createMailTransport, type MailTransport } from './transport.ts';
