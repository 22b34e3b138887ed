import { createContext, useContext } from 'react';

/**
 * The site's public address (e.g. https://reboard.example), for canonical links and preview
 * tags, which must be absolute. The server puts the same value into the page it renders, so
 * the hydrating browser builds the same tags.
 */
export const SiteOriginContext = createContext('');

/** `path` as an absolute URL on this site; absolute URLs pass unchanged. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useContext(SiteOriginContext);
  return (path) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
}
