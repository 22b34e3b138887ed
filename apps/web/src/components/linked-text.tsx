import type { ReactNode } from 'react';

/** http(s) addresses in a message; trailing punctuation belongs to the sentence, not the link. */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/** The text split into plain pieces and the http(s) links in it, in order. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[0], href: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * Text someone typed, shown as text: React escapes it, so markup in it stays visible and inert.
 * Links open in a new tab and carry no referrer trust (`nofollow ugc`: the site does not vouch
 * for them). Line breaks are kept by the caller's `whitespace-pre-wrap`.
 */
export function LinkedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} target="_blank" rel="noopener nofollow ugc" className="link break-all">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
