/* User events: what other modules may use to tell a user's open pages that a list changed. */
export { publish, USER_EVENTS_CHANNEL } from './publish.ts';
export { eventsRoutes } from './events.routes.ts';
export { registerUserEvents } from './listen.ts';
