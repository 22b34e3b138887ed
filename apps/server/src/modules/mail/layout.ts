import type { Locale } from '@reboard/contracts/i18n';
import { translatorFor } from '#server/lib/i18n.ts';
import type { Letter } from './mail-texts.ts';

/** The way out of a kind of mail: the page that stops it, in the footer. */
export interface Unsubscribe {
  url: string;
}

export interface Site {
  name: string;
  /** The public address, without a trailing slash; links and the footer use it. */
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The plain-text part: every mail has one, for clients and people that do not read HTML. */
export function renderText(letter: Letter, recipientName: string, site: Site, unsubscribe: Unsubscribe | undefined, locale: Locale): string {
  const t = translatorFor(locale);
  const stop = t('mail.layout.stop');
  return [
    t('mail.layout.hello', { name: recipientName }),
    '',
    ...letter.paragraphs.flatMap((p) => [p, '']),
    `${letter.link.label}: ${site.url}${letter.link.path}`,
    '',
    '-- ',
    `${site.name} · ${site.url}`,
    ...(unsubscribe ? [`${stop}: ${unsubscribe.url}`] : []),
    '',
  ].join('\n');
}

/** The HTML part: the same words; styles inline, since mail clients drop style sheets. */
export function renderHtml(letter: Letter, recipientName: string, site: Site, unsubscribe: Unsubscribe | undefined, locale: Locale): string {
  const t = translatorFor(locale);
  const stopWords = t('mail.layout.stop');
  const hello = t('mail.layout.hello', { name: recipientName });
  const stop = unsubscribe
    ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#71717a">${escapeHtml(stopWords)}</a>`
    : '';
  const href = escapeHtml(`${site.url}${letter.link.path}`);
  const paragraphs = letter.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${href}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(letter.link.label)}</a></p>
</div>
<p style="text-align:center;font-size:12px;color:#71717a">${escapeHtml(site.name)} · <a href="${escapeHtml(site.url)}" style="color:#71717a">${escapeHtml(site.url)}</a>${stop}</p>
</body></html>
`;
}
