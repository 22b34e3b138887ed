import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';

/** "Results for “term” · Clear search", under a listing page's heading; clearing keeps the filters. */
export function SearchTermLine({ term, clearHref }: { term: string; clearHref: string }) {
  return (
    <Trans
      i18nKey="catalog.search.resultsFor"
      values={{ term }}
      components={{ term: <strong className="text-base-content" />, clear: <Link to={clearHref} className="link link-primary" /> }}
    />
  );
}
