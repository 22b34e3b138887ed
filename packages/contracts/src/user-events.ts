/** What an open page is told by GET /api/events: that one of its lists changed. */
export const USER_EVENT_TOPICS = ['notifications', 'messages'] as const;
export type UserEventTopic = (typeof USER_EVENT_TOPICS)[number];
