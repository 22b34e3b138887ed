import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { manifestKey, pageModules, type PageHandle } from './page-module.ts';
import { PAGES } from './pages.tsx';
import { createRoutes } from './routes.tsx';

/*
 * The route table against the page modules: a page whose module is missing or exports no
 * component, a lazy route the table did not declare as a page, a preload naming another module
 * than the one loaded, or a page module nobody routes to, fails here rather than in a browser.
 */
const webRoot = path.resolve(import.meta.dirname, '../..');
const declared = Object.entries(PAGES);

function walk(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...walk(route.children ?? [])]);
}

describe('the pages', () => {
  it.each(declared)('%s is a module exporting its component, and the loader the table runs', async (_name, page) => {
    const module = await page.load();
    expect(typeof module.Component).toBe('function');
    expect(module.loader).toBe(page.loader);
    expect(module.shouldRevalidate).toBe(page.shouldRevalidate);
  });

  it('are every page and layout module in the tree, each declared once', () => {
    const sources = declared.map(([, page]) => page.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect([...sources].sort()).toEqual([...pageModules.keys()].sort());
  });

  it('each load lazily from the table, and preload the module they load and the parts they are handed', () => {
    const lazy = walk(createRoutes(new QueryClient())).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThanOrEqual(declared.length);
    for (const route of lazy) {
      const handle = route.handle as PageHandle | undefined;
      // A lazy route written by hand has no page: its preload would be a second string to keep in step.
      expect(handle?.page, `a lazy route without a page: ${route.path ?? '(layout)'}`).toBeDefined();
      const page = declared.find(([, p]) => p.source === handle?.page)?.[1];
      expect(handle?.preload).toEqual([page?.source, ...(page?.parts ?? []).map((part) => part.source)].map((s) => manifestKey(s ?? '')));
      for (const key of handle?.preload ?? []) expect(fs.existsSync(path.join(webRoot, key)), key).toBe(true);
    }
  });
});
