import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, NonIndexRouteObject, ShouldRevalidateFunction } from 'react-router';

type PageProps = Record<string, unknown>;

/** A page's loader, built with the app's QueryClient: it prefetches into that cache. */
export type PageLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * What a page module (features/<name>/routes/*-page.tsx, app/routes/<page>/*-page.tsx) or a
 * layout module (features/<name>/routes/*-layout.tsx) exports: its component, and its loader and
 * revalidation rule when it has data to fetch before it renders.
 */
export type PageModule = {
  Component: ComponentType<PageProps>;
  loader?: PageLoader;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/**
 * Every page and layout module, each loaded lazily as its own chunk. Vite expands the glob into
 * one `import()` per file, keyed by its path: a page's lazy import and the source the server
 * preloads (the Vite manifest's key) both come from that one key, so they cannot disagree.
 */
const MODULES = import.meta.glob<PageModule>(['../features/*/routes/*-page.tsx', '../features/*/routes/*-layout.tsx', './routes/*/*-page.tsx']);

/** A glob key (relative to app/) as the `@/…` path the rest of the code writes. */
const toSource = (key: string) => `@/${new URL(key, 'file:///app/').pathname.slice(1)}`;

/** The page and layout modules in the tree, by source. */
export const pageModules: ReadonlyMap<string, () => Promise<PageModule>> = new Map(
  Object.entries(MODULES).map(([key, load]) => [toSource(key), load]),
);

/** The Vite manifest's name for a source (its path from apps/web), which the server preloads. */
export const manifestKey = (source: string) => `src/${source.slice('@/'.length)}`;

/** A module a page is handed props from (the storefront's buttons), loaded and preloaded with it. */
export type PagePart<T> = { source: string; load: () => Promise<T> };

/** The one module a glob of a single file names, as a part. */
export function pagePart<T>(glob: Record<string, () => Promise<T>>): PagePart<T> {
  const [entry, ...others] = Object.entries(glob);
  if (!entry || others.length > 0) throw new Error(`A page part is one module: ${Object.keys(glob).join(', ') || 'none found'}`);
  return { source: toSource(entry[0]), load: entry[1] };
}

type PageOptions = {
  /**
   * The module's own loader and rule, named here too so the route runs the loader while the
   * page's code is still loading (pages.test.tsx checks they are the module's).
   */
  loader?: PageLoader;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** Sent as the empty shell: the page renders in the browser only (entry-server.tsx). */
  clientOnly?: boolean;
  /** What the page is handed by app/ (features never import each other), and the modules those come from. */
  props?: () => Promise<PageProps>;
  parts?: PagePart<unknown>[];
};

/** What `handle` carries: the page's source, and the sources the server preloads with it. */
export type PageHandle = { page: string; preload: string[]; clientOnly?: true };

/** A page's part of its route: placed at a path, an index or a layout by routes.tsx. */
export type PageRoute = Pick<NonIndexRouteObject, 'handle' | 'loader' | 'shouldRevalidate' | 'lazy'>;

export type Page = PageOptions & {
  source: string;
  load: () => Promise<PageModule>;
  /** The route for this page, without its path; `props` override the declared ones (one page at several paths). */
  route: (queryClient: QueryClient, props?: () => Promise<PageProps>) => PageRoute;
};

/** One page: its module by source, and the route that loads it. A source with no module fails here, at start-up. */
export function page(source: string, options: PageOptions = {}): Page {
  const load = pageModules.get(source);
  if (!load) throw new Error(`No page or layout module at ${source}`);
  const handle: PageHandle = {
    page: source,
    preload: [source, ...(options.parts ?? []).map((part) => part.source)].map(manifestKey),
    ...(options.clientOnly ? { clientOnly: true } : {}),
  };
  return {
    ...options,
    source,
    load,
    route: (queryClient, props = options.props) => ({
      handle,
      ...(options.loader ? { loader: options.loader(queryClient) } : {}),
      ...(options.shouldRevalidate ? { shouldRevalidate: options.shouldRevalidate } : {}),
      lazy: async () => {
        if (!props) return { Component: (await load()).Component };
        const [{ Component }, given] = await Promise.all([load(), props()]);
        return { element: createElement(Component, given) };
      },
    }),
  };
}
