import type { Suggestion } from '@reboard/contracts';
import { MAX_QUERY_LENGTH } from '@reboard/contracts/plain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/icons/ui-icons.tsx';
import { useSuggestions } from '@/lib/catalog/get-suggestions.ts';
import { paths } from '@/lib/paths.ts';
import { SuggestionOption } from './suggestion-option.tsx';

type SearchComboboxProps = {
  /** Where the form goes without script (a plain GET with `q`), and the words' first value. */
  action: string;
  initialTerm: string;
  /** The address of a search for `q` (the products page, or this listing page with its filters). */
  searchHref: (q: string) => string;
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  /** The site's search (the header's): the page's one search landmark. */
  landmark?: boolean;
  className?: string;
};

/**
 * A search box that suggests part numbers, manufacturers, categories and listing names as one
 * types: the WAI-ARIA 1.2 combobox with a listbox popup. The focus stays in the input; the arrow
 * keys move through the options (aria-activedescendant), Enter chooses one (or searches the words
 * when none is picked), Escape closes the list and, with the list closed, clears the box. A
 * category leads to its page, the rest to a search for their words. Before the script runs it is
 * a plain form.
 */
export function SearchCombobox({ action, initialTerm, searchHref, label, placeholder, landmark = false, className = '' }: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const [term, setTerm] = useState(initialTerm);
  // Closed until the person types: a box prefilled from the address shows no list on its own.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? term : '');
  const expanded = open && suggestions.length > 0;
  // An answer shorter than the last one leaves no option at the old place.
  const current = active < suggestions.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(to: string, words: string) {
    setTerm(words);
    close();
    void navigate(to);
  }

  function choose(suggestion: Suggestion) {
    if (suggestion.kind === 'category' && suggestion.category) go(paths.category(suggestion.category), '');
    else go(searchHref(suggestion.text), suggestion.text);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The term lives in the URL (a deviation from the spec's navigation state) so results
    // can be shared, reloaded and reached with Back.
    go(searchHref(term.trim()), term);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!term.trim()) return;
      event.preventDefault();
      setOpen(true);
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no option, down goes to the first and up to the last; both ends wrap.
      setActive(current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      choose(suggestions[current]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else setTerm('');
    }
  }

  return (
    // The action lets the form work before the page has hydrated (a plain GET to the results).
    <form role={landmark ? 'search' : undefined} action={action} onSubmit={onSubmit} className={`relative w-full ${className}`}>
      {/* The joined pair alone, so the list and the live region do not take the button's end corners. */}
      <div className="join w-full">
        <label className="input join-item w-full min-w-0">
          <SearchIcon className="size-4 opacity-50" />
          <input
            type="search"
            name="q"
            role="combobox"
            aria-label={label}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
            autoComplete="off"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            placeholder={placeholder}
            maxLength={MAX_QUERY_LENGTH}
            className="grow"
          />
        </label>
        <button type="submit" className="btn btn-primary join-item">
          {t('layout.search.submit')}
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('layout.search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-box border border-base-300 bg-base-100 py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <SuggestionOption
            key={`${suggestion.kind}:${suggestion.text}`}
            id={optionId(index)}
            suggestion={suggestion}
            active={index === current}
            onChoose={() => choose(suggestion)}
          />
        ))}
      </ul>
      {/* Read out as the list changes, since the focus never leaves the input. */}
      <div role="status" className="sr-only">
        {expanded ? t('layout.search.suggestionCount', { count: suggestions.length }) : ''}
      </div>
    </form>
  );
}
