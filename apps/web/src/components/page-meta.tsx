import { languageAlternates } from '@reboard/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { jsonLdText } from '../lib/meta/json-ld.ts';
import { useAbsoluteUrl } from '../lib/meta/site-origin.ts';

export const SITE_NAME = 'Reboard';

/**
 * The picture of every page without one of its own, so each link preview has one (apps/web/public;
 * drawn in apps/web/brand/site-image.svg). Its size is known, so the tags say it.
 */
export const SITE_IMAGE = { path: '/site-image.png', width: 1200, height: 630 } as const;

type PageMetaProps = {
  /** The page's title without the site's name. */
  title: string;
  description: string;
  /** The page's one address; the current path and query when left out. */
  canonicalPath?: string;
  /** A picture for link previews (a listing's cover); the site's picture when left out. */
  image?: string | null;
  type?: 'website' | 'product';
  /** Pages whose PageHeader already renders the tab's <title> leave it out here. */
  withTitleTag?: boolean;
  /** schema.org data about the page (each a JSON-LD block). */
  structuredData?: Record<string, unknown>[];
};

/**
 * A page's title, description, canonical link and link-preview tags (OpenGraph, Twitter card),
 * a picture included on every page.
 * React puts <title>, <meta> and <link> into <head> wherever they are rendered, on the server
 * and in the browser, and takes them out when the page goes.
 */
export function PageMeta({ title, description, canonicalPath, image, type = 'website', withTitleTag = true, structuredData = [] }: PageMetaProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const url = useAbsoluteUrl();
  const canonical = url(canonicalPath ?? `${location.pathname}${location.search}`);
  const fullTitle = `${title} · ${SITE_NAME}`;
  // A page's own picture shows what the page is about; the site's says whose site it is.
  const picture: { src: string; alt: string; size?: { width: number; height: number } } = image
    ? { src: url(image), alt: title }
    : { src: url(SITE_IMAGE.path), alt: `${SITE_NAME}: ${t('layout.home.meta.title')}`, size: SITE_IMAGE };
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
      <meta property="og:image" content={picture.src} />
      {picture.size ? <meta property="og:image:width" content={String(picture.size.width)} /> : null}
      {picture.size ? <meta property="og:image:height" content={String(picture.size.height)} /> : null}
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture.src} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {structuredData.map((data) => (
        // A data block, not a script: the browser never runs it, so the CSP has nothing to allow.
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
