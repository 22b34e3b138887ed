/* What app/ mounts of messages: the header's unread badge, and "Ask the seller" on a listing. */
export { AskSellerButton } from './components/ask-seller-button.tsx';
export { MessagesBadge } from './components/messages-badge.tsx';
