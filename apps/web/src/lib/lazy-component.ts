import { createElement, use, type ComponentType } from 'react';
import { catalogueOnItsWay } from './i18n/catalogue.ts';
import { useHydrated } from './use-hydrated.ts';

const registered = new Set<() => Promise<unknown>>();

/**
 * A component whose code (and the libraries only it needs, such as the form library of a
 * dialog) is fetched when it first renders, instead of with every page that might open it.
 * `preload` fetches it earlier, e.g. when the pointer or focus reaches the button that opens
 * it. Render it inside a <Suspense> boundary: until the code is there, a server-rendered part
 * stays as the server sent it and is taken over once it arrives.
 *
 * Unlike React.lazy, it renders at once when the code is already loaded, which is what the
 * server needs (see `loadLazyComponents`) to send the part whole rather than streamed in later.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let code: Promise<ComponentType<P>> | undefined;
  let codeAndWords: Promise<ComponentType<P>> | undefined;
  const loadCode = () => (code ??= load().then((component) => (Loaded = component)));
  // A part shown anew (a dialog opened by the visitor's first click) also waits for the catalogue
  // when it is on its way: a server-rendered page brought only the areas it showed.
  const loadWithWords = () => (codeAndWords ??= Promise.all([loadCode(), catalogueOnItsWay()]).then(([component]) => component));
  registered.add(loadCode);
  function Lazy(props: P) {
    // A part the server rendered hydrates as soon as its code is there: its words came with the page.
    const hydrating = !useHydrated();
    const Component = Loaded ?? use(hydrating ? loadCode() : loadWithWords());
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload: () => void loadWithWords() });
}

/** The server loads every lazy component the page's modules declared before it renders the page. */
export async function loadLazyComponents(): Promise<void> {
  await Promise.all([...registered].map((preload) => preload()));
}
