import { describe, expect, it } from 'vitest';
import type { ChunkStats } from '@reboard/web/vite-bundle-stats.ts';
import { groupOf, moduleGroups, pageBundle, scriptsFromHtml, scriptsFromRequests, type Bundle } from './bundle.ts';

describe('groupOf', () => {
  it('names a dependency by its package, scoped or not, the innermost when nested', () => {
    expect(groupOf('node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('node_modules/react-i18next/node_modules/html-parse-stringify/dist/index.js')).toBe('html-parse-stringify');
  });

  it('names our code by its folder, and the catalogues by language', () => {
    expect(groupOf('packages/contracts/src/i18n/catalogues/en/info.json')).toBe('contracts/catalogues/en');
    expect(groupOf('packages/contracts/src/products.ts')).toBe('contracts');
    expect(groupOf('apps/web/src/features/catalog/components/product-card.tsx')).toBe('web/features/catalog');
    expect(groupOf('apps/web/src/components/picture/photos-field.tsx')).toBe('web/components/picture');
    expect(groupOf('apps/web/src/components/modal.tsx')).toBe('web/components/modal');
    expect(groupOf('apps/web/src/main.tsx')).toBe('web/main');
    expect(groupOf('vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });
});

describe('moduleGroups', () => {
  it('sums the bytes of each group, largest first', () => {
    expect(
      moduleGroups({
        'node_modules/zod/v4/core/core.js': 100,
        'node_modules/zod/v4/classic/schemas.js': 250,
        'apps/web/src/lib/api-client.ts': 40,
        'apps/web/src/lib/paths.ts': 60,
        'node_modules/goober/dist/goober.modern.js': 100,
      }),
    ).toEqual([
      { group: 'zod', bytes: 350 },
      { group: 'goober', bytes: 100 },
      { group: 'web/lib/paths', bytes: 60 },
      { group: 'web/lib/api-client', bytes: 40 },
    ]);
  });
});

const chunk = (file: string, bytes: number, imports: string[] = [], modules: Record<string, number> = {}): ChunkStats => ({
  file,
  name: file.replace(/^assets\/|-\w+\.js$/g, ''),
  isEntry: false,
  isDynamicEntry: false,
  imports,
  dynamicImports: [],
  bytes,
  modules,
});

const bundle: Bundle = {
  chunks: new Map(
    [
      chunk('assets/index-a.js', 40_000, ['assets/react-b.js'], { 'node_modules/i18next/dist/esm/i18next.js': 30_000, 'apps/web/src/main.tsx': 1_000 }),
      chunk('assets/react-b.js', 20_000),
      chunk('assets/home-page-c.js', 2_000, ['assets/storefront-d.js']),
      chunk('assets/storefront-d.js', 9_000, ['assets/react-b.js']),
      chunk('assets/form-e.js', 30_000),
    ].map((c) => [c.file, c]),
  ),
  brotliBytes: (file) => ({ 'assets/index-a.js': 12_000, 'assets/react-b.js': 7_000, 'assets/home-page-c.js': 800, 'assets/storefront-d.js': 3_000 })[file] ?? 0,
};

describe('a page bundle', () => {
  it('starts with the HTML scripts and preloads and what they import, each once', () => {
    const html = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/home-page-c.js">';
    const scripts = scriptsFromHtml(html, bundle);
    expect(scripts.map((s) => s.file)).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/home-page-c.js', 'assets/storefront-d.js']);
    const page = pageBundle(scripts, bundle, 10_000);
    expect(page.transferBytes).toBe(12_000 + 7_000 + 800 + 3_000);
    // Only the chunks of at least 10 000 bytes are described.
    expect(page.contents.map((c) => c.file)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
    expect(page.contents[0]!.groups[0]).toEqual({ group: 'i18next', bytes: 30_000 });
  });

  it('takes what Lighthouse saw fetched, scripts only, with its sizes', () => {
    const scripts = scriptsFromRequests(
      [
        { url: 'http://127.0.0.1:1/assets/index-a.js', resourceType: 'Script', transferSize: 12_345 },
        { url: 'http://127.0.0.1:1/assets/index.css', resourceType: 'Stylesheet', transferSize: 20_000 },
        { url: 'http://127.0.0.1:1/assets/form-e.js', resourceType: 'Script', transferSize: 9_000 },
      ],
      bundle,
    );
    expect(scripts).toEqual([
      { file: 'assets/index-a.js', chunk: 'index', transferBytes: 12_345, bytes: 40_000 },
      { file: 'assets/form-e.js', chunk: 'form', transferBytes: 9_000, bytes: 30_000 },
    ]);
  });
});
