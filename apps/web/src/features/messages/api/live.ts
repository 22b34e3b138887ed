import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageKeys } from './message-keys.ts';

/** How often a signed-in page asks for new messages. */
const POLL_MS = 5_000;

/**
 * Keeps the badge, the inbox and an open conversation current: every messages query that is on
 * screen is fetched again. Mounted once, by the header's badge, for signed-in users.
 */
export function useLiveMessages(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all }), POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, queryClient]);
}
