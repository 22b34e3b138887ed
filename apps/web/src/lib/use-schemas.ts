import { useSyncExternalStore } from 'react';
import { loadSchemas, type ApiSchemas } from './api-client.ts';

/*
 * The contracts' schemas for a component that judges what it shows with one (the save-search
 * button checks the address's filters): undefined until they are loaded, which its first render
 * starts. The server renders without them too, so hydration finds what the server sent.
 */
let loaded: ApiSchemas | undefined;
let loading: Promise<ApiSchemas> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  loading ??= loadSchemas().then((schemas) => {
    loaded = schemas;
    listeners.forEach((notify) => notify());
    return schemas;
  });
  return () => listeners.delete(listener);
}

export function useSchemas(): ApiSchemas | undefined {
  return useSyncExternalStore(subscribe, () => loaded, () => undefined);
}

/**
 * Settles once the schemas a mounted component waits for are there (at once when none waits):
 * app/hydration-transitions.tsx keeps transitions off until then, so a control they enable does
 * not fade in from its disabled look after the page has painted.
 */
export function schemasSettled(): Promise<unknown> {
  if (loaded || listeners.size === 0 || !loading) return Promise.resolve();
  return loading.catch(() => undefined);
}
