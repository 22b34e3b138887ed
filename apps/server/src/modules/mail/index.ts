/* What other modules may use of mail: the messages they enqueue in their own transactions. */
export { createMailService, type MailService, type OrderFacts } from './mail.service.ts';
export { createMailTransport, type MailTransport } from './transport.ts';
