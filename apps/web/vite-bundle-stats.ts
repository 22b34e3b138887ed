import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the client build writes beside its manifest (dist is never committed, .vite never served). */
export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

/** One chunk of the client build: what it is, what it loads, and how many of its bytes each module renders. */
export type ChunkStats = {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks loaded before this one runs (static imports) and the ones it may load later. */
  imports: string[];
  dynamicImports: string[];
  /** The chunk's size as written, before compression. */
  bytes: number;
  /** Bytes each module renders, after tree-shaking and before the chunk is minified, by its path from the repository root. */
  modules: Record<string, number>;
};

export type BundleStats = { chunks: ChunkStats[] };

/**
 * Writes dist/.vite/bundle-stats.json: every chunk's modules with the bytes each one renders, for
 * `npm run bench:web` to say what a page's scripts hold. Rolldown knows this only while it writes
 * the bundle, so the build records it then; it costs a few milliseconds and a file nobody serves.
 */
export function bundleStats(): Plugin {
  let root = '';
  return {
    name: 'reboard-bundle-stats',
    apply: 'build',
    configResolved(config) {
      // Module ids are absolute; from the repository root (two folders up) they read the same anywhere.
      root = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client' || this.environment.config.build.ssr) return;
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          bytes: Buffer.byteLength(output.code),
          modules: Object.fromEntries(
            Object.entries(output.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id, m]) => [relativeId(root, id), m.renderedLength]),
          ),
        });
      }
      const stats: BundleStats = { chunks };
      this.emitFile({ type: 'asset', fileName: BUNDLE_STATS_FILE, source: JSON.stringify(stats) });
    },
  };
}

/** A module's id from the repository root; virtual modules (`\0…`) keep their name without the marker. */
function relativeId(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}
