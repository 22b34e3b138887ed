import { useState } from 'react';

/**
 * A choice made in a control, shown at once until what it reflects changes: a filter's URL
 * updates inside a router transition, and a controlled radio would otherwise spring back
 * until that lands. When `source` changes (the URL moved on, Back) the choice is forgotten.
 */
export function usePendingChoice<T>(source: unknown): [T | undefined, (choice: T) => void] {
  const [state, setState] = useState<{ source: unknown; choice: T | undefined }>({ source, choice: undefined });
  const current = Object.is(state.source, source) ? state.choice : undefined;
  if (!Object.is(state.source, source)) setState({ source, choice: undefined });
  return [current, (choice) => setState({ source, choice })];
}
