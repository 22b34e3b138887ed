import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { bundleStats } from './vite-bundle-stats.ts';
import { precompress } from './vite-precompress.ts';

// In development the API server runs on :3000; in production it serves dist/ itself,
// so every request stays same-origin and the strict CSP (connect-src 'self') holds.
const api = process.env.REBOARD_API_URL ?? 'http://localhost:3000';

// dist/, or WEB_BUILD_DIR (scripts/ensure-web-build.mjs: the API tests' own build); the server's
// build (`--ssr`) goes into its server/ folder.
const outDir = process.env.WEB_BUILD_DIR ?? 'dist';

// React Router's package points every import at its development build (extra checks and
// warnings); the build ships its production one, which the package carries beside it.
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
];

/**
 * `@/…` is apps/web/src, so no import climbs past two folders; tsconfig.json's paths say the same to
 * TypeScript, and vitest.config.ts to the tests.
 */
const webAlias = { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'src')}/` };

/**
 * The storefront's shared code: the catalogue's components and hooks, shared components and the
 * catalogue's helpers. Not the rest of lib/: what the storefront needs of it is in the main script
 * already, and its other modules (form helpers) would tie the chunk to the forms' code.
 */
const STOREFRONT = /apps[\\/]web[\\/]src[\\/](components|lib[\\/]catalog|features[\\/]catalog[\\/](components|hooks|utils|api))[\\/]/;
/**
 * Except the picture upload fields (photos, proof, avatar) and their checks: only the listing,
 * sign-up and profile forms use them, and the photos field's drag and drop library (~15 KB
 * compressed) would come along with every public page.
 */
const UPLOAD_FIELDS = /apps[\\/]web[\\/]src[\\/](components[\\/]picture[\\/](?!avatar-image)|lib[\\/]pictures[\\/](check|upload)-)/;
const storefront = (id: string) => STOREFRONT.test(id) && !UPLOAD_FIELDS.test(id);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bundleStats(), precompress()],
  resolve: { alias: command === 'build' ? [webAlias, ...productionRouter] : [webAlias] },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/demo': api,
    },
  },
  build: {
    outDir: isSsrBuild ? path.join(outDir, 'server') : outDir,
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads the code of the page it rendered from it.
    manifest: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // Assets stay files, except the taka sign's two tiny fonts (1 KB each; the CSP allows data:
    // fonts): fetched as files they arrived after the first layout, and each arrival laid out the
    // whole page again (measured: two full relayouts of ~100 ms on the products page).
    assetsInlineLimit: (file) => file.endsWith('.woff2'),
    rolldownOptions: {
      output: {
        // React and the router change less often than app code: separate chunks stay cached across
        // deploys. What the main script needs besides goes in one chunk ("app"), and the code the
        // storefront's pages share in another, instead of a dozen files of a few hundred bytes each
        // (every request costs a round trip and a kilobyte of headers on a phone). Other libraries
        // go with the code that uses them, so a public page does not download the forms' ones.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'storefront', test: storefront, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
