/* What the app shell mounts: the header's bell. Its pages are routed lazily from app/routes. */
export { NotificationBell } from './components/notification-bell.tsx';
