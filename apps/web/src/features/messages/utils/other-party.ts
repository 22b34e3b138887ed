import type { Conversation } from '@reboard/contracts';

/** "Seller: Rahim" or "Buyer: Rahim": who the other side is, by the signed-in person's part in the conversation. */
export const OTHER_PARTY_KEYS = {
  buyer: 'messages.otherParty.seller',
  seller: 'messages.otherParty.buyer',
} as const satisfies Record<Conversation['myRole'], string>;
