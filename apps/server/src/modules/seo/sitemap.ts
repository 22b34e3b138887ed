import { languageAlternates } from '@reboard/contracts/i18n';

/** The sitemaps protocol's limit of URLs per file; past it, /sitemap.xml becomes an index of files. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapEntry = { loc: string; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

function item(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  // A page's English and Bengali addresses, so search engines list both (and show each its readers).
  const alternates =
    tag === 'url' ? languageAlternates(loc).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join('') : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}${alternates}</${tag}>`;
}

/** One sitemap file: a `<urlset>`. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries.map((e) => item('url', e)).join('\n')}\n</urlset>\n`;
}

/** The index that lists the sitemap files. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${files.map((e) => item('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

/** How many files `total` URLs take (at least one, even empty). */
export function sitemapFileCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * robots.txt: everything public may be crawled; the dashboard, the signed-in pages and the API
 * may not (they answer nothing useful to a crawler), and the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/dashboard', '/profile', '/login', '/register', '/oauth/'];
  return ['User-agent: *', ...disallowed.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
