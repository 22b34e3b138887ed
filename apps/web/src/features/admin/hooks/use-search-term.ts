import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const DEBOUNCE_MS = 300;

/**
 * A list's search term, kept in the URL as ?q= so it survives reload and Back. The input
 * updates at once (`draft`); the URL, and so the query, follows after a short pause in typing,
 * or at once on `submit()`.
 */
export function useSearchTerm() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(term);

  // The URL changed from outside (Back, a link): show its term. Our own writes already match.
  const [seen, setSeen] = useState(term);
  if (term !== seen) {
    setSeen(term);
    if (draft.trim() !== term) setDraft(term);
  }

  const commit = useCallback(
    (value: string) => {
      const next = value.trim();
      // Replace, not push: Back should leave the page, not step through every keystroke.
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (draft.trim() === term) return;
    const timer = setTimeout(() => commit(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term, commit]);

  return { term, draft, setDraft, submit: () => commit(draft) };
}
export type SearchTerm = ReturnType<typeof useSearchTerm>;
