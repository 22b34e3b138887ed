import fs from 'node:fs';
import path from 'node:path';

type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;

/** Turns source paths into the tags that preload their code. */
export type PreloadLinks = (sources: readonly string[], shell: string) => string;

/**
 * Preload tags from the web build's manifest (dist/.vite/manifest.json). A page's code is
 * lazy: without these the browser learns of it only once the main script runs, a round trip
 * later, and the page hydrates (answers clicks) that much later. Without a manifest, no tags.
 */
export function pagePreloads(distDir: string): PreloadLinks {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
  const chunks = Object.entries(manifest);
  // A page's own module is keyed by its source; one shared with other chunks only by its file, with its name.
  const find = (source: string): string | undefined =>
    manifest[source] ? source : chunks.find(([, c]) => c.name === path.basename(source, path.extname(source)) && !c.src)?.[0];

  return (sources, shell) => {
    const files = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key === undefined ? undefined : manifest[key];
      // The main entry and what it imports are in the shell already.
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    sources.forEach((source) => visit(find(source)));
    return [...files]
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
  };
}
