/** The signed-in user's notifications: the bell's first page and the centre's pages. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
