import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A tag with words inside (`<term>“{{term}}”</term>`) or a self-closing one (`<link/>`). */
const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

type TransProps = {
  i18nKey: string;
  /** The `{{placeholders}}`' values. */
  values?: Record<string, unknown>;
  /** Each tag's element: a tag's words go inside it; a self-closing tag is the element as given. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
};

/**
 * A translated sentence with parts of it in elements (a link, a bold term), in the order the
 * language puts them: `Results for <term>“{{term}}”</term> · <clear>Clear search</clear>`.
 * The tags are read from the catalogue's text before the values go in, so a value (what someone
 * typed) shows as text and never as a tag. react-i18next's Trans does the same job with an HTML
 * parser (4 KB more, compressed, on every storefront page); the catalogues need only these two forms.
 */
export function Trans({ i18nKey, values = {}, components }: TransProps) {
  const { t, i18n } = useTranslation();
  const template = t(i18nKey, { skipInterpolation: true });
  const fill = (text: string) => i18n.services.interpolator.interpolate(text, values, i18n.language, {});
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > at) parts.push(fill(template.slice(at, match.index)));
    const [, selfClosing, name, inner] = match;
    const element = components[(selfClosing ?? name)!];
    // A tag the page gave no element for keeps its words, unwrapped.
    if (!element) parts.push(fill(inner ?? ''));
    else parts.push(selfClosing ? element : cloneElement(element, undefined, fill(inner!)));
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push(fill(template.slice(at)));
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}
