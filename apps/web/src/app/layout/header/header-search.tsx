import { MAX_QUERY_LENGTH } from '@reboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '@/components/icons/ui-icons.tsx';
import { paths } from '@/lib/paths.ts';

type SearchFormProps = { initialTerm: string; className?: string };

function SearchForm({ initialTerm, className = '' }: SearchFormProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(initialTerm);
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = term.trim();
    // The term lives in the URL (a deviation from the spec's navigation state) so results
    // can be shared, reloaded and reached with Back.
    void navigate(paths.productSearch(q));
  }

  return (
    // The action lets the form work before the page has hydrated (a plain GET to the results).
    <form role="search" action={paths.products} onSubmit={onSubmit} className={`join w-full ${className}`}>
      <label className="input join-item w-full min-w-0">
        <SearchIcon className="size-4 opacity-50" />
        <input
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('layout.search.placeholder')}
          aria-label={t('layout.search.label')}
          maxLength={MAX_QUERY_LENGTH}
          className="grow"
        />
      </label>
      <button type="submit" className="btn btn-primary join-item">
        {t('layout.search.submit')}
      </button>
    </form>
  );
}

/** The header's search box, prefilled from `?q=` while on the products page. */
export function HeaderSearch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.products ? (params.get('q') ?? '') : '';
  // Remount when the URL's term changes (Back, a link) so the box always shows it.
  return <SearchForm key={current} initialTerm={current} className={className} />;
}
