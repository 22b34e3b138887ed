import type { Suggestion, SuggestionKind } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';

/** What each kind of suggestion is called beside it. */
const KIND_KEYS = {
  part: 'layout.search.kind.part',
  manufacturer: 'layout.search.kind.manufacturer',
  category: 'layout.search.kind.category',
  name: 'layout.search.kind.name',
} as const satisfies Record<SuggestionKind, string>;

/** The suggestion's words with the part that matches what was typed marked. */
export function MarkedText({ text, match }: Pick<Suggestion, 'text' | 'match'>) {
  // A range the words do not hold (an answer for other words) marks nothing rather than the wrong letters.
  if (!match || match.start + match.length > text.length) return <>{text}</>;
  const end = match.start + match.length;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className="bg-transparent font-bold text-inherit">{text.slice(match.start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

type SuggestionOptionProps = {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onChoose: () => void;
};

/** One option of the suggestions list: the words, the match marked, and what kind of thing it is. */
export function SuggestionOption({ id, suggestion, active, onChoose }: SuggestionOptionProps) {
  const { t } = useTranslation();
  return (
    // Chosen by pointer here; the keyboard stays in the input (aria-activedescendant).
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the input: a blur would close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${active ? 'bg-base-200' : 'hover:bg-base-200'}`}
    >
      <span className="min-w-0 truncate">
        <MarkedText text={suggestion.text} match={suggestion.match} />
      </span>
      <span className="shrink-0 text-xs text-base-content/70">{t(KIND_KEYS[suggestion.kind])}</span>
    </li>
  );
}
