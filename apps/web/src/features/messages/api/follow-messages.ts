import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUserEvents } from '@/lib/user-events.ts';
import { messageKeys } from './message-keys.ts';

/**
 * Keeps the badge, the inbox and an open conversation current: when the server says the user's
 * messages changed (a new one, or a read on another device), every messages query on screen is
 * fetched again. Mounted once, by the header's badge, for signed-in users.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useUserEvents(
    'messages',
    useCallback(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all }), [queryClient]),
  );
}
