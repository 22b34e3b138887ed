import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// In development the API server runs on :3000; in production it serves dist/ itself,
// so every request stays same-origin and the strict CSP (connect-src 'self') holds.
const api = process.env.REBOARD_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/demo': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads the code of the page it rendered from it.
    manifest: true,
    // Keep every asset a file: inlined data: scripts/fonts would fight the CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
