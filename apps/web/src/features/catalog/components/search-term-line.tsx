import { Link } from 'react-router';

/** "Results for “term” · Clear search", under a listing page's heading; clearing keeps the filters. */
export function SearchTermLine({ term, clearHref }: { term: string; clearHref: string }) {
  return (
    <>
      Results for <strong className="text-base-content">“{term}”</strong> ·{' '}
      <Link to={clearHref} className="link link-primary">
        Clear search
      </Link>
    </>
  );
}
