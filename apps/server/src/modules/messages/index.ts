/* What other modules may use of messages: the service, for admins who close a reported conversation
 * inside their own audited transaction. */
export { createMessagesService, type MessagesService } from './messages.service.ts';
