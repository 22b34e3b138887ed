import { expect, type APIRequestContext } from '@playwright/test';

/*
 * Reading server-rendered HTML as a crawler or a link preview does: plain HTTP, no JavaScript,
 * no DOM. Regular expressions are enough for the few tags these tests look at.
 */

/** Text as it reads once the HTML entities React writes are decoded. */
export function decode(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's HTML and status, fetched without JavaScript. */
export async function fetchPage(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status(), `GET ${path}`).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The <head> of a page. */
export function headOf(html: string): string {
  return /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
}

/** The content of `<meta name|property="key">` in the head, decoded. */
export function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html));
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

export function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1];
  return title === undefined ? undefined : decode(title);
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** The opening tags of every <script>, to check that none is inline code the CSP would have to allow. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}
