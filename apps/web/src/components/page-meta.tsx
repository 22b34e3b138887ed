import { languageAlternates } from '@reboard/contracts/i18n';
import { useLocation } from 'react-router';
import { jsonLdText } from '../lib/meta/json-ld.ts';
import { useAbsoluteUrl } from '../lib/meta/site-origin.ts';

export const SITE_NAME = 'Reboard';

type PageMetaProps = {
  /** The page's title without the site's name. */
  title: string;
  description: string;
  /** The page's one address; the current path and query when left out. */
  canonicalPath?: string;
  /** A picture for link previews (a listing's photo). */
  image?: string | null;
  type?: 'website' | 'product';
  /** Pages whose PageHeader already renders the tab's <title> leave it out here. */
  withTitleTag?: boolean;
  /** schema.org data about the page (each a JSON-LD block). */
  structuredData?: Record<string, unknown>[];
};

/**
 * A page's title, description, canonical link and link-preview tags (OpenGraph, Twitter card).
 * React puts <title>, <meta> and <link> into <head> wherever they are rendered, on the server
 * and in the browser, and takes them out when the page goes.
 */
export function PageMeta({ title, description, canonicalPath, image, type = 'website', withTitleTag = true, structuredData = [] }: PageMetaProps) {
  const location = useLocation();
  const url = useAbsoluteUrl();
  const canonical = url(canonicalPath ?? `${location.pathname}${location.search}`);
  const fullTitle = `${title} · ${SITE_NAME}`;
  return (
    <>
      {withTitleTag ? <title>{fullTitle}</title> : null}
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {/* The page in each language (`?lang=`), and the address that follows the visitor's choice. */}
      {languageAlternates(canonical).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={url(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={url(image)} /> : null}
      {structuredData.map((data) => (
        // A data block, not a script: the browser never runs it, so the CSP has nothing to allow.
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
