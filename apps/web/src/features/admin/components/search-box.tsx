import { SearchIcon } from '@/components/icons/ui-icons.tsx';
import type { SearchTerm } from '../hooks/use-search-term.ts';

type SearchBoxProps = {
  /** The input's accessible name, e.g. "Search sellers". */
  label: string;
  placeholder: string;
  /** The list's term: typing updates its draft, Enter searches at once instead of waiting. */
  search: SearchTerm;
};

export function SearchBox({ label, placeholder, search }: SearchBoxProps) {
  return (
    // Not role="search": it filters this list, and the header's site search stays the page's only
    // search landmark, so a screen reader's landmark list points at one place to search.
    <form
      className="w-full sm:w-80"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label className="input w-full">
        <SearchIcon className="size-4 opacity-60" />
        <span className="sr-only">{label}</span>
        <input
          type="search"
          className="grow"
          placeholder={placeholder}
          value={search.draft}
          onChange={(event) => search.setDraft(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
      </label>
    </form>
  );
}
