import { OAUTH_CHANNEL, parseOAuthResult, type OAuthResult } from './oauth-result.ts';

const WIDTH = 500;
const HEIGHT = 640;

/** Opens the server's start URL for `provider` in a centred popup; null when it was blocked. */
export function openOAuthPopup(provider: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2);
  const features = `popup,width=${WIDTH},height=${HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return window.open(`/api/oauth/${encodeURIComponent(provider)}/start`, 'reboard-sign-in', features);
}

type WatchHandlers = {
  onResult: (result: OAuthResult) => void;
  /** The popup looks closed and no result has arrived (yet). */
  onClosed: () => void;
};

/**
 * Listens for the completion page's result (window message from this origin, or the
 * same-origin BroadcastChannel) and polls whether the popup was closed. Returns a stop function.
 */
export function watchOAuthPopup(popup: Window, { onResult, onClosed }: WatchHandlers): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const result = parseOAuthResult(event.data);
    if (result) onResult(result);
  };
  window.addEventListener('message', onMessage);

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OAUTH_CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const result = parseOAuthResult(event.data);
      if (result) onResult(result);
    };
  }

  let reportedClosed = false;
  const poll = window.setInterval(() => {
    if (!reportedClosed && popup.closed) {
      reportedClosed = true;
      onClosed();
    }
  }, 400);

  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
    window.clearInterval(poll);
  };
}
