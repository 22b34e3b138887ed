/** Every messages query key starts here: a new message refreshes the inbox, the badge and the open conversation at once. */
export const messageKeys = {
  all: ['messages'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
};
